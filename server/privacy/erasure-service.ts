import { AUDIT_KIND } from '../../domain/audit.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import { needlesOf, scrubJson, scrubText } from '../../domain/privacy/scrub.js';
import type { ErasedUser } from '../../domain/schemas/accounts-answers.js';
import { countsOf, deactivate, NONE, tellActiveChange } from '../accounts/deactivation.js';
import { userRowForChange } from '../accounts/users-admin-queries.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { Caller } from '../identity/actor.js';
import { mustAdministerAccount } from '../identity/policy.js';
import {
  allowAuditRewrite,
  anonymiseActor,
  anonymiseCars,
  anonymiseNamedBoss,
  anonymiseUser,
  auditCopies,
  deletePersonal,
  deliveryCopies,
  dropIdempotentCopies,
  mailCopies,
  rewriteAuditDetails,
  rewriteDelivery,
  rewriteMail,
} from './erasure-queries.js';

// A person's erasure (decisions §25, #46 point 5), by an administrator of their buildings, in one
// transaction on the locked row: the deactivation first (if still active), then every word that named
// them replaced by anonymous values, for good. Their reservations and requests stay, under their
// uuid, so the statistics count what they counted; the audit entries' details about them are
// rewritten (§12's one exception), and the erasure itself is audited with counts only.

const changed = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

/** The copies of the person's words in the audit log, the mail outbox and the webhooks' deliveries, rewritten. */
async function scrubCopies(tx: Queryable, uuid: string, needles: string[], now: Date) {
  await allowAuditRewrite(tx);
  let auditEntries = await anonymiseActor(tx, uuid);
  for (const c of await auditCopies(tx, uuid, needles)) {
    const details = scrubJson(c.details, needles, c.about);
    if (changed(details, c.details)) {
      await rewriteAuditDetails(tx, c.id, details);
      auditEntries++;
    }
  }
  let mails = 0;
  for (const m of await mailCopies(tx, needles)) {
    await rewriteMail(tx, m.id, scrubJson(m.message, needles), now);
    mails++;
  }
  let deliveries = 0;
  for (const d of await deliveryCopies(tx, needles)) {
    let body: string;
    try {
      body = JSON.stringify(scrubJson(JSON.parse(d.body), needles));
    } catch {
      body = scrubText(d.body, needles);
    }
    await rewriteDelivery(tx, d.id, body);
    deliveries++;
  }
  await dropIdempotentCopies(tx, uuid, needles);
  return { auditEntries, mails, deliveries };
}

/** Erases a person's data for good; nobody erases themselves, and an erased account is not erased again (409). */
export async function eraseUser(ctx: AppContext, me: Caller, uuid: string): Promise<ErasedUser> {
  if (uuid === me.uuid) throw badRequest(MSG.cannotEraseSelf, APP_REASON.cannotEraseSelf);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await userRowForChange(tx, uuid);
    if (!row) throw notFound(MSG.userNotFound, APP_REASON.userNotFound);
    mustAdministerAccount(me, row);
    if (row.erased_at) throw conflict(MSG.accountErased, APP_REASON.accountErased);
    const cancelled = row.valid ? (await deactivate(tx, uuid, now)).cancelled : NONE;
    const plates = await anonymiseCars(tx, uuid, now);
    // The words that named the person; a brand or a department is many people's, so never one of them.
    const needles = needlesOf([row.name, row.username, row.email, row.phone_number, row.external_id, ...plates]);
    await anonymiseUser(tx, uuid, now);
    await deletePersonal(tx, uuid, [row.username, row.email]);
    const accounts = await anonymiseNamedBoss(tx, uuid, row.name);
    const copies = await scrubCopies(tx, uuid, needles, now);
    await recordAudit(tx, me, now, AUDIT_KIND.usersErase, uuid, {
      cancelled: countsOf(cancelled),
      rewritten: { cars: plates.length, accounts, ...copies },
    });
    // Told after the anonymisation: the webhooks hear of the account as it now is.
    if (row.valid && (await tellActiveChange(tx, uuid, false, cancelled, now))) ctx.webhooks.kick();
    return { uuid, cancelled: countsOf(cancelled) };
  });
}
