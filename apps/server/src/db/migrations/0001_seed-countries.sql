-- ASEAN member states; the portal's home markets first.
INSERT INTO "countries" ("name", "iso_code", "sort_order") VALUES
  ('Malaysia', 'MY', 1),
  ('Singapore', 'SG', 2),
  ('Brunei', 'BN', 3),
  ('Cambodia', 'KH', 4),
  ('Indonesia', 'ID', 5),
  ('Laos', 'LA', 6),
  ('Myanmar', 'MM', 7),
  ('Philippines', 'PH', 8),
  ('Thailand', 'TH', 9),
  ('Timor-Leste', 'TL', 10),
  ('Vietnam', 'VN', 11)
ON CONFLICT ("name") DO NOTHING;
