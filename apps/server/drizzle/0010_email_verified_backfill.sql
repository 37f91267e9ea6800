-- Accounts Google already signed in to have a proven address. Password accounts made before
-- confirmation e-mails existed stay unconfirmed (an attacker may have registered them; decision 015).
UPDATE "users" SET "email_verified_at" = now() WHERE "google_sub" IS NOT NULL AND "email_verified_at" IS NULL;
