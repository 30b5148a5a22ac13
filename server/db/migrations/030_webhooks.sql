-- Webhooks (#44, decisions §23): an administrator's receivers, and the deliveries of what happened.
-- A delivery is queued in the change's own transaction (none for a change rolled back) and sent by a
-- worker after the commit (webhooks/delivery.ts). The secret is kept as it is: it signs every delivery.
CREATE TABLE webhooks (
  id uuid PRIMARY KEY,
  url text NOT NULL,
  events text[] NOT NULL,
  active boolean NOT NULL DEFAULT true,
  secret text NOT NULL,
  created_at timestamptz NOT NULL,
  created_by uuid NOT NULL
);

-- `id` is the delivery's `webhook-id`; `body` the JSON sent, exactly. `next_attempt_at` is the
-- application's clock (the test clock under TEST_CLOCK=1): a claimed row's lease, or its next retry.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY,
  webhook_id uuid NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  event text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_status integer,
  last_error text,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_of ON webhook_deliveries (webhook_id, created_at DESC);
