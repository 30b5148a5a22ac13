-- The person's language (decisions §22, #40): Romanian, the default, or English. Set by the person
-- (POST /api/users/language) or chosen on /login before signing in and saved at sign-in; every
-- account made before it reads Romanian, as the product did.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'ro';
ALTER TABLE users ADD CONSTRAINT users_language CHECK (language IN ('ro', 'en'));
