-- SCIM's groups (RFC 7643 §4.2, decisions §25): the identity provider's own groups and their
-- members, kept as the provider sent them. They give nobody anything by themselves: only where the
-- console maps one (provider_groups, by its display name or external id) does its membership follow
-- into the product's groups (server/scim/membership.ts).
CREATE TABLE scim_groups (
  id uuid PRIMARY KEY,
  display_name text NOT NULL CHECK (display_name <> ''),
  external_id text,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX scim_groups_display_name_unique ON scim_groups (lower(display_name));

CREATE TABLE scim_group_members (
  group_id uuid NOT NULL REFERENCES scim_groups (id) ON DELETE CASCADE,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  PRIMARY KEY (group_id, user_uuid)
);
CREATE INDEX scim_group_members_user ON scim_group_members (user_uuid);


-- The provider may look people up by their externalId (filter=externalId eq "…").
CREATE INDEX users_external_id ON users (external_id) WHERE external_id IS NOT NULL;
