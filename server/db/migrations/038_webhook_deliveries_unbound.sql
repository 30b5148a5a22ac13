-- Issue #44 point 6: a delivery's foreign key to its webhook checked each inserted row with a row
-- lock on the webhook, the same two rows for every booking that webhooks hear, each lock a write of
-- the webhook's row (a multixact when bookings overlap). The deletion of a webhook deletes its
-- deliveries itself (webhook-queries.ts deleteWebhook); one queued by a change that committed in
-- the same moment is never claimed (the claim joins the webhooks) and the nightly purge removes it.
ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_webhook_id_fkey;
