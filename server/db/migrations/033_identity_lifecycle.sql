-- The identity's life cycle (#46, decisions §25). An account with valid false is deactivated: it
-- cannot sign in, keeps its past for the statistics, and may be reactivated. deactivated_at says
-- since when (the console lists deactivated accounts apart, newest first).
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
UPDATE users SET deactivated_at = created_at WHERE NOT valid;

-- SCIM (RFC 7643): the provider's own id of the person, kept and answered back; and whether the
-- provider deleted the account: it then answers 404 to SCIM (RFC 7644 §3.6) while the console still
-- lists it among the deactivated accounts.
ALTER TABLE users ADD COLUMN external_id text;
ALTER TABLE users ADD COLUMN scim_deleted boolean NOT NULL DEFAULT false;

-- The console's mapping of the identity provider's groups to the product's: a provider group is a
-- value of the sign-in's OIDC_GROUPS_CLAIM, or a SCIM group's displayName or externalId. Only mapped
-- product groups follow the provider; groups not mapped are left as they are.
CREATE TABLE provider_groups (
  provider_group text NOT NULL CHECK (provider_group <> ''),
  group_id text NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  PRIMARY KEY (provider_group, group_id)
);
CREATE INDEX provider_groups_group ON provider_groups (group_id);
