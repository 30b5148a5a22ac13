import { z } from 'zod';
import { AUDIT_KIND } from '../audit.js';
import { instant, uuid } from './answers.js';

// The answer of the audit log (decisions §12), read-only and for role admin only.

const KINDS = Object.values(AUDIT_KIND) as [
  (typeof AUDIT_KIND)[keyof typeof AUDIT_KIND],
  ...(typeof AUDIT_KIND)[keyof typeof AUDIT_KIND][],
];

const ENTRY = {
  at: '2026-03-02T08:00:00.000Z',
  actorUuid: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  actorName: 'Administrator',
  kind: 'users.update',
  target: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
  targetName: 'Ana Popescu',
  details: { username: 'ana.popescu', changes: { phoneNumber: { from: null, to: '0744000111' } } },
} as const;

/** One administrative change. */
export const auditEntryAnswer = z
  .object({
    at: instant,
    /** Null for a change the system made itself (the auto-release of a desk, decisions §13). */
    actorUuid: uuid.nullable(),
    /** The actor's name when the change was made; null with no actor. */
    actorName: z.string().nullable(),
    kind: z.enum(KINDS),
    /** What the change was about: a user's UUID, a group's id, a desk, a setting's key, a count… */
    target: z.string(),
    /** The person's name when the entry is about a user (issue #21), else null. */
    targetName: z.string().nullable(),
    /** What changed, by kind; never a password (decisions §12). */
    details: z.record(z.string(), z.unknown()),
  })
  .meta({
    id: 'AuditEntry',
    description: 'One administrative change: when, by whom, of which kind, about what, and its details (never a password).',
    example: ENTRY,
  });
export type AuditEntry = z.infer<typeof auditEntryAnswer>;

/** GET /api/audit: one page, newest first. */
export const auditPageAnswer = z
  .object({
    total: z.number().int().min(0),
    rows: z.array(auditEntryAnswer),
    /** The names of the people whose UUIDs the page's entries hold, by UUID. */
    names: z.record(z.string(), z.string()),
    /** The names of the groups whose ids the page's entries hold, by id (#39 point 6). */
    groups: z.record(z.string(), z.string()),
    /** The names of the rooms whose ids the page's entries hold, by id, deleted rooms too. */
    rooms: z.record(z.string(), z.string()),
    /** Every floor's name, by its number. */
    floors: z.record(z.string(), z.string()),
  })
  .meta({
    id: 'AuditPage',
    description:
      'One page of the audit log, newest first, the count of all the filter matches, and the names of what the page names by id: people by UUID, groups, rooms, and every floor by its number.',
    example: {
      total: 1,
      rows: [ENTRY],
      names: { [ENTRY.target]: 'Ana Popescu' },
      groups: { financiar: 'Financiar' },
      rooms: { 'E4-01': 'Sala Dunărea' },
      floors: { '4': 'Etajul 4' },
    },
  });
export type AuditPage = z.infer<typeof auditPageAnswer>;
