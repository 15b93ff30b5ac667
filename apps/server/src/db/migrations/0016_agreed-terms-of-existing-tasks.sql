-- Creators who applied or accepted before campaigns had terms agreed to their campaign's terms as
-- they stand now (the defaults): their tasks keep that copy, so a later campaign edit leaves them
-- alone. An invite not yet accepted (SELECTED) takes its copy when accepted.
UPDATE "tasks" AS t SET
  "terms_agreed_at" = t."created_at",
  "agreed_incentive_minor" = c."incentive_minor",
  "agreed_currency" = coalesce(nullif(c."currency", ''), 'RM'),
  "agreed_payment_days" = c."payment_days",
  "agreed_review_days" = c."review_days",
  "agreed_revisions_included" = c."revisions_included",
  "agreed_usage_rights" = c."usage_rights",
  "agreed_usage_note" = c."usage_note"
FROM "campaigns" AS c
WHERE c."id" = t."campaign_id" AND t."status" <> 'SELECTED';
