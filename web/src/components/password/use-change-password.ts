import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { changePassword } from '@/api/accounts.js';
import { errorMessage } from '@/api/client.js';
import { useSession, useUser } from '@/lib/session.js';
import { changePasswordProblem, type ChangePasswordForm as Form } from './rules.js';

/** The change-password form of /password and the tower account: a change ends every session, then /login?reset=true. */
export function useChangePassword() {
  const user = useUser();
  const { endSession } = useSession();
  const [form, setForm] = useState<Form>({ oldPassword: '', newPassword: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const mutation = useMutation({
    mutationFn: () => changePassword(user.username, form.oldPassword, form.newPassword),
    // Every session of the user is revoked; the guard then opens /login?reset=true.
    onSuccess: () => endSession('/login?reset=true'),
    onError: (e) => setError(errorMessage(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = changePasswordProblem(user.username, form);
    setError(problem);
    if (!problem) mutation.mutate();
  };
  return { form, set, error, submit, pending: mutation.isPending };
}
