import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { getTowerProfileQueryOptions, towerKeys } from '@/api/queries/tower.js';
import { FormDialog } from '@/components/form-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';

export interface FieldSpec {
  name: string;
  label: string;
  initial: string;
  type?: string;
  inputMode?: 'tel' | 'text' | 'numeric';
}

interface Props {
  title: string;
  fields: FieldSpec[];
  uuid: string;
  /** The client-side check; null when the values may be sent. */
  check: (values: Record<string, string>) => string | null;
  save: (values: Record<string, string>) => Promise<UserInfo | null>;
  success: string;
  /** The specification's failure message; the server's own sentence is shown otherwise. */
  failure: string;
  onClose: () => void;
}

/** An edit dialog of the account screen (phone, department, floor and room). */
export function EditFieldDialog({ title, fields, uuid, check, save, success, failure, onClose }: Props) {
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f.name, f.initial])));
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const refreshProfile = useInvalidate(towerKeys.me(uuid));
  const mutation = useMutation({
    mutationFn: () => save(values),
    onSuccess: async (user) => {
      if (user) queryClient.setQueryData(getTowerProfileQueryOptions(uuid).queryKey, user);
      else await refreshProfile();
      notify.success(success);
      onClose();
    },
    onError: () => setError(failure),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = check(values);
    setError(problem);
    if (!problem) mutation.mutate();
  };
  return (
    <FormDialog title={title} onClose={onClose} onSubmit={submit} error={error} pending={mutation.isPending}>
      {fields.map((f, i) => (
        <TextField
          key={f.name}
          label={f.label}
          value={values[f.name]}
          type={f.type}
          onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
          fullWidth
          margin="normal"
          autoFocus={i === 0}
          slotProps={{ htmlInput: { inputMode: f.inputMode } }}
        />
      ))}
    </FormDialog>
  );
}
