-- Reference data for the option lists (tables from 0002_option-lists.sql).
-- Sources, data dates and how to change these lists: docs/reference-data.md.
-- Applied once; to change a list later, add a new migration: never edit this one.
-- Every insert is ON CONFLICT DO NOTHING, so re-running it is harmless.

-- States: Malaysia: 13 states and 3 federal territories (ISO 3166-2:MY); federal territories as "W.P. ...".
INSERT INTO "states" ("country", "name", "sort_order") VALUES
  ('Malaysia', 'Johor', 1),
  ('Malaysia', 'Kedah', 2),
  ('Malaysia', 'Kelantan', 3),
  ('Malaysia', 'Melaka', 4),
  ('Malaysia', 'Negeri Sembilan', 5),
  ('Malaysia', 'Pahang', 6),
  ('Malaysia', 'Perak', 7),
  ('Malaysia', 'Perlis', 8),
  ('Malaysia', 'Pulau Pinang', 9),
  ('Malaysia', 'Sabah', 10),
  ('Malaysia', 'Sarawak', 11),
  ('Malaysia', 'Selangor', 12),
  ('Malaysia', 'Terengganu', 13),
  ('Malaysia', 'W.P. Kuala Lumpur', 14),
  ('Malaysia', 'W.P. Labuan', 15),
  ('Malaysia', 'W.P. Putrajaya', 16)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- States: Singapore: the five URA planning regions (not ISO 3166-2:SG, which uses CDC districts).
INSERT INTO "states" ("country", "name", "sort_order") VALUES
  ('Singapore', 'Central', 1),
  ('Singapore', 'East', 2),
  ('Singapore', 'North', 3),
  ('Singapore', 'North-East', 4),
  ('Singapore', 'West', 5)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- States: Brunei: the four districts (ISO 3166-2:BN).
INSERT INTO "states" ("country", "name", "sort_order") VALUES
  ('Brunei', 'Belait', 1),
  ('Brunei', 'Brunei-Muara', 2),
  ('Brunei', 'Temburong', 3),
  ('Brunei', 'Tutong', 4)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- States: Cambodia: 24 provinces and Phnom Penh (ISO 3166-2:KH).
INSERT INTO "states" ("country", "name", "sort_order") VALUES
  ('Cambodia', 'Banteay Meanchey', 1),
  ('Cambodia', 'Battambang', 2),
  ('Cambodia', 'Kampong Cham', 3),
  ('Cambodia', 'Kampong Chhnang', 4),
  ('Cambodia', 'Kampong Speu', 5),
  ('Cambodia', 'Kampong Thom', 6),
  ('Cambodia', 'Kampot', 7),
  ('Cambodia', 'Kandal', 8),
  ('Cambodia', 'Kep', 9),
  ('Cambodia', 'Koh Kong', 10),
  ('Cambodia', 'Kratie', 11),
  ('Cambodia', 'Mondulkiri', 12),
  ('Cambodia', 'Oddar Meanchey', 13),
  ('Cambodia', 'Pailin', 14),
  ('Cambodia', 'Phnom Penh', 15),
  ('Cambodia', 'Preah Sihanouk', 16),
  ('Cambodia', 'Preah Vihear', 17),
  ('Cambodia', 'Prey Veng', 18),
  ('Cambodia', 'Pursat', 19),
  ('Cambodia', 'Ratanakiri', 20),
  ('Cambodia', 'Siem Reap', 21),
  ('Cambodia', 'Stung Treng', 22),
  ('Cambodia', 'Svay Rieng', 23),
  ('Cambodia', 'Takeo', 24),
  ('Cambodia', 'Tbong Khmum', 25)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- States: Indonesia: 38 provinces, incl. the four created in Papua in 2022 (ISO 3166-2:ID).
INSERT INTO "states" ("country", "name", "sort_order") VALUES
  ('Indonesia', 'Aceh', 1),
  ('Indonesia', 'Bali', 2),
  ('Indonesia', 'Banten', 3),
  ('Indonesia', 'Bengkulu', 4),
  ('Indonesia', 'Gorontalo', 5),
  ('Indonesia', 'Jakarta', 6),
  ('Indonesia', 'Jambi', 7),
  ('Indonesia', 'Jawa Barat', 8),
  ('Indonesia', 'Jawa Tengah', 9),
  ('Indonesia', 'Jawa Timur', 10),
  ('Indonesia', 'Kalimantan Barat', 11),
  ('Indonesia', 'Kalimantan Selatan', 12),
  ('Indonesia', 'Kalimantan Tengah', 13),
  ('Indonesia', 'Kalimantan Timur', 14),
  ('Indonesia', 'Kalimantan Utara', 15),
  ('Indonesia', 'Kepulauan Bangka Belitung', 16),
  ('Indonesia', 'Kepulauan Riau', 17),
  ('Indonesia', 'Lampung', 18),
  ('Indonesia', 'Maluku', 19),
  ('Indonesia', 'Maluku Utara', 20),
  ('Indonesia', 'Nusa Tenggara Barat', 21),
  ('Indonesia', 'Nusa Tenggara Timur', 22),
  ('Indonesia', 'Papua', 23),
  ('Indonesia', 'Papua Barat', 24),
  ('Indonesia', 'Papua Barat Daya', 25),
  ('Indonesia', 'Papua Pegunungan', 26),
  ('Indonesia', 'Papua Selatan', 27),
  ('Indonesia', 'Papua Tengah', 28),
  ('Indonesia', 'Riau', 29),
  ('Indonesia', 'Sulawesi Barat', 30),
  ('Indonesia', 'Sulawesi Selatan', 31),
  ('Indonesia', 'Sulawesi Tengah', 32),
  ('Indonesia', 'Sulawesi Tenggara', 33),
  ('Indonesia', 'Sulawesi Utara', 34),
  ('Indonesia', 'Sumatera Barat', 35),
  ('Indonesia', 'Sumatera Selatan', 36),
  ('Indonesia', 'Sumatera Utara', 37),
  ('Indonesia', 'Yogyakarta', 38)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- States: Laos: 17 provinces and Vientiane Prefecture (ISO 3166-2:LA).
INSERT INTO "states" ("country", "name", "sort_order") VALUES
  ('Laos', 'Attapeu', 1),
  ('Laos', 'Bokeo', 2),
  ('Laos', 'Bolikhamxay', 3),
  ('Laos', 'Champasak', 4),
  ('Laos', 'Houaphanh', 5),
  ('Laos', 'Khammouane', 6),
  ('Laos', 'Luang Namtha', 7),
  ('Laos', 'Luang Prabang', 8),
  ('Laos', 'Oudomxay', 9),
  ('Laos', 'Phongsaly', 10),
  ('Laos', 'Salavan', 11),
  ('Laos', 'Savannakhet', 12),
  ('Laos', 'Sekong', 13),
  ('Laos', 'Vientiane Prefecture', 14),
  ('Laos', 'Vientiane Province', 15),
  ('Laos', 'Xaisomboun', 16),
  ('Laos', 'Xayaboury', 17),
  ('Laos', 'Xiengkhouang', 18)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- States: Myanmar: 7 regions, 7 states and Nay Pyi Taw union territory (ISO 3166-2:MM).
INSERT INTO "states" ("country", "name", "sort_order") VALUES
  ('Myanmar', 'Ayeyarwady Region', 1),
  ('Myanmar', 'Bago Region', 2),
  ('Myanmar', 'Chin State', 3),
  ('Myanmar', 'Kachin State', 4),
  ('Myanmar', 'Kayah State', 5),
  ('Myanmar', 'Kayin State', 6),
  ('Myanmar', 'Magway Region', 7),
  ('Myanmar', 'Mandalay Region', 8),
  ('Myanmar', 'Mon State', 9),
  ('Myanmar', 'Nay Pyi Taw', 10),
  ('Myanmar', 'Rakhine State', 11),
  ('Myanmar', 'Sagaing Region', 12),
  ('Myanmar', 'Shan State', 13),
  ('Myanmar', 'Tanintharyi Region', 14),
  ('Myanmar', 'Yangon Region', 15)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- States: Philippines: 18 regions (the 17 of ISO 3166-2:PH plus the Negros Island Region, re-created in 2024).
INSERT INTO "states" ("country", "name", "sort_order") VALUES
  ('Philippines', 'Bangsamoro (BARMM)', 1),
  ('Philippines', 'Bicol Region', 2),
  ('Philippines', 'Cagayan Valley', 3),
  ('Philippines', 'Calabarzon', 4),
  ('Philippines', 'Caraga', 5),
  ('Philippines', 'Central Luzon', 6),
  ('Philippines', 'Central Visayas', 7),
  ('Philippines', 'Cordillera (CAR)', 8),
  ('Philippines', 'Davao Region', 9),
  ('Philippines', 'Eastern Visayas', 10),
  ('Philippines', 'Ilocos Region', 11),
  ('Philippines', 'Metro Manila (NCR)', 12),
  ('Philippines', 'Mimaropa', 13),
  ('Philippines', 'Negros Island Region', 14),
  ('Philippines', 'Northern Mindanao', 15),
  ('Philippines', 'Soccsksargen', 16),
  ('Philippines', 'Western Visayas', 17),
  ('Philippines', 'Zamboanga Peninsula', 18)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- States: Thailand: 76 provinces and Bangkok (ISO 3166-2:TH; Pattaya is left within Chonburi).
INSERT INTO "states" ("country", "name", "sort_order") VALUES
  ('Thailand', 'Amnat Charoen', 1),
  ('Thailand', 'Ang Thong', 2),
  ('Thailand', 'Bangkok', 3),
  ('Thailand', 'Bueng Kan', 4),
  ('Thailand', 'Buriram', 5),
  ('Thailand', 'Chachoengsao', 6),
  ('Thailand', 'Chai Nat', 7),
  ('Thailand', 'Chaiyaphum', 8),
  ('Thailand', 'Chanthaburi', 9),
  ('Thailand', 'Chiang Mai', 10),
  ('Thailand', 'Chiang Rai', 11),
  ('Thailand', 'Chonburi', 12),
  ('Thailand', 'Chumphon', 13),
  ('Thailand', 'Kalasin', 14),
  ('Thailand', 'Kamphaeng Phet', 15),
  ('Thailand', 'Kanchanaburi', 16),
  ('Thailand', 'Khon Kaen', 17),
  ('Thailand', 'Krabi', 18),
  ('Thailand', 'Lampang', 19),
  ('Thailand', 'Lamphun', 20),
  ('Thailand', 'Loei', 21),
  ('Thailand', 'Lopburi', 22),
  ('Thailand', 'Mae Hong Son', 23),
  ('Thailand', 'Maha Sarakham', 24),
  ('Thailand', 'Mukdahan', 25),
  ('Thailand', 'Nakhon Nayok', 26),
  ('Thailand', 'Nakhon Pathom', 27),
  ('Thailand', 'Nakhon Phanom', 28),
  ('Thailand', 'Nakhon Ratchasima', 29),
  ('Thailand', 'Nakhon Sawan', 30),
  ('Thailand', 'Nakhon Si Thammarat', 31),
  ('Thailand', 'Nan', 32),
  ('Thailand', 'Narathiwat', 33),
  ('Thailand', 'Nong Bua Lamphu', 34),
  ('Thailand', 'Nong Khai', 35),
  ('Thailand', 'Nonthaburi', 36),
  ('Thailand', 'Pathum Thani', 37),
  ('Thailand', 'Pattani', 38),
  ('Thailand', 'Phang Nga', 39),
  ('Thailand', 'Phatthalung', 40),
  ('Thailand', 'Phayao', 41),
  ('Thailand', 'Phetchabun', 42),
  ('Thailand', 'Phetchaburi', 43),
  ('Thailand', 'Phichit', 44),
  ('Thailand', 'Phitsanulok', 45),
  ('Thailand', 'Phra Nakhon Si Ayutthaya', 46),
  ('Thailand', 'Phrae', 47),
  ('Thailand', 'Phuket', 48),
  ('Thailand', 'Prachinburi', 49),
  ('Thailand', 'Prachuap Khiri Khan', 50),
  ('Thailand', 'Ranong', 51),
  ('Thailand', 'Ratchaburi', 52),
  ('Thailand', 'Rayong', 53),
  ('Thailand', 'Roi Et', 54),
  ('Thailand', 'Sa Kaeo', 55),
  ('Thailand', 'Sakon Nakhon', 56),
  ('Thailand', 'Samut Prakan', 57),
  ('Thailand', 'Samut Sakhon', 58),
  ('Thailand', 'Samut Songkhram', 59),
  ('Thailand', 'Saraburi', 60),
  ('Thailand', 'Satun', 61),
  ('Thailand', 'Sing Buri', 62),
  ('Thailand', 'Sisaket', 63),
  ('Thailand', 'Songkhla', 64),
  ('Thailand', 'Sukhothai', 65),
  ('Thailand', 'Suphan Buri', 66),
  ('Thailand', 'Surat Thani', 67),
  ('Thailand', 'Surin', 68),
  ('Thailand', 'Tak', 69),
  ('Thailand', 'Trang', 70),
  ('Thailand', 'Trat', 71),
  ('Thailand', 'Ubon Ratchathani', 72),
  ('Thailand', 'Udon Thani', 73),
  ('Thailand', 'Uthai Thani', 74),
  ('Thailand', 'Uttaradit', 75),
  ('Thailand', 'Yala', 76),
  ('Thailand', 'Yasothon', 77)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- States: Timor-Leste: 13 municipalities, incl. Atauro (2022), and the Oecusse special administrative region.
INSERT INTO "states" ("country", "name", "sort_order") VALUES
  ('Timor-Leste', 'Aileu', 1),
  ('Timor-Leste', 'Ainaro', 2),
  ('Timor-Leste', 'Atauro', 3),
  ('Timor-Leste', 'Baucau', 4),
  ('Timor-Leste', 'Bobonaro', 5),
  ('Timor-Leste', 'Cova Lima', 6),
  ('Timor-Leste', 'Dili', 7),
  ('Timor-Leste', 'Ermera', 8),
  ('Timor-Leste', 'Lautem', 9),
  ('Timor-Leste', 'Liquica', 10),
  ('Timor-Leste', 'Manatuto', 11),
  ('Timor-Leste', 'Manufahi', 12),
  ('Timor-Leste', 'Oecusse', 13),
  ('Timor-Leste', 'Viqueque', 14)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- States: Vietnam: 28 provinces and 6 centrally-governed cities in force since 1 July 2025 (Resolution 202/2025/QH15).
INSERT INTO "states" ("country", "name", "sort_order") VALUES
  ('Vietnam', 'An Giang', 1),
  ('Vietnam', 'Bac Ninh', 2),
  ('Vietnam', 'Ca Mau', 3),
  ('Vietnam', 'Can Tho', 4),
  ('Vietnam', 'Cao Bang', 5),
  ('Vietnam', 'Da Nang', 6),
  ('Vietnam', 'Dak Lak', 7),
  ('Vietnam', 'Dien Bien', 8),
  ('Vietnam', 'Dong Nai', 9),
  ('Vietnam', 'Dong Thap', 10),
  ('Vietnam', 'Gia Lai', 11),
  ('Vietnam', 'Ha Tinh', 12),
  ('Vietnam', 'Hai Phong', 13),
  ('Vietnam', 'Hanoi', 14),
  ('Vietnam', 'Ho Chi Minh City', 15),
  ('Vietnam', 'Hue', 16),
  ('Vietnam', 'Hung Yen', 17),
  ('Vietnam', 'Khanh Hoa', 18),
  ('Vietnam', 'Lai Chau', 19),
  ('Vietnam', 'Lam Dong', 20),
  ('Vietnam', 'Lang Son', 21),
  ('Vietnam', 'Lao Cai', 22),
  ('Vietnam', 'Nghe An', 23),
  ('Vietnam', 'Ninh Binh', 24),
  ('Vietnam', 'Phu Tho', 25),
  ('Vietnam', 'Quang Ngai', 26),
  ('Vietnam', 'Quang Ninh', 27),
  ('Vietnam', 'Quang Tri', 28),
  ('Vietnam', 'Son La', 29),
  ('Vietnam', 'Tay Ninh', 30),
  ('Vietnam', 'Thai Nguyen', 31),
  ('Vietnam', 'Thanh Hoa', 32),
  ('Vietnam', 'Tuyen Quang', 33),
  ('Vietnam', 'Vinh Long', 34)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Banks. sort_order 1-9: the big retail banks; from 100 (in steps of 10, so a later bank fits in between): all others, in alphabetical order.
INSERT INTO "banks" ("name", "countries", "sort_order") VALUES
  -- The largest retail banks of Malaysia and Singapore, by group size: listed first.
  ('DBS Bank / POSB', ARRAY['Singapore'], 1),
  ('OCBC Bank', ARRAY['Malaysia', 'Singapore'], 2),
  ('UOB', ARRAY['Malaysia', 'Singapore'], 3),
  ('Maybank', ARRAY['Malaysia', 'Singapore'], 4),
  ('CIMB Bank', ARRAY['Malaysia', 'Singapore'], 5),
  ('Public Bank', ARRAY['Malaysia'], 6),
  ('RHB Bank', ARRAY['Malaysia', 'Singapore'], 7),
  ('Hong Leong Bank', ARRAY['Malaysia'], 8),
  ('AmBank', ARRAY['Malaysia'], 9),
  -- Malaysia: other licensed commercial banks with retail accounts (BNM).
  ('Affin Bank', ARRAY['Malaysia'], 130),
  ('Alliance Bank', ARRAY['Malaysia'], 190),
  ('Bangkok Bank', ARRAY['Malaysia', 'Thailand'], 240),
  ('Bank of China', ARRAY['Malaysia', 'Singapore'], 280),
  ('HSBC', ARRAY['Malaysia', 'Singapore'], 500),
  ('ICBC', ARRAY['Malaysia', 'Singapore'], 520),
  ('Standard Chartered', ARRAY['Malaysia', 'Singapore', 'Brunei'], 700),
  -- Malaysia: licensed Islamic banks (BNM).
  ('Affin Islamic Bank', ARRAY['Malaysia'], 140),
  ('Al Rajhi Bank', ARRAY['Malaysia'], 180),
  ('Alliance Islamic Bank', ARRAY['Malaysia'], 200),
  ('AmBank Islamic', ARRAY['Malaysia'], 210),
  ('Bank Islam', ARRAY['Malaysia'], 250),
  ('Bank Muamalat', ARRAY['Malaysia'], 270),
  ('CIMB Islamic Bank', ARRAY['Malaysia'], 450),
  ('Hong Leong Islamic Bank', ARRAY['Malaysia'], 490),
  ('HSBC Amanah', ARRAY['Malaysia'], 510),
  ('Kuwait Finance House', ARRAY['Malaysia'], 580),
  ('Maybank Islamic', ARRAY['Malaysia'], 620),
  ('MBSB Bank', ARRAY['Malaysia'], 630),
  ('OCBC Al-Amin', ARRAY['Malaysia'], 650),
  ('Public Islamic Bank', ARRAY['Malaysia'], 660),
  ('RHB Islamic Bank', ARRAY['Malaysia'], 670),
  ('Standard Chartered Saadiq', ARRAY['Malaysia'], 710),
  -- Malaysia: development financial institutions people are paid into.
  ('Agrobank', ARRAY['Malaysia'], 170),
  ('Bank Rakyat', ARRAY['Malaysia'], 290),
  ('BSN', ARRAY['Malaysia'], 420),
  -- Malaysia: licensed digital banks.
  ('AEON Bank', ARRAY['Malaysia'], 120),
  ('Boost Bank', ARRAY['Malaysia'], 380),
  ('GXBank', ARRAY['Malaysia'], 470),
  ('KAF Digital Bank', ARRAY['Malaysia'], 530),
  ('Ryt Bank', ARRAY['Malaysia'], 680),
  -- Singapore: other banks with retail accounts, and the digital banks (MAS).
  ('Citibank', ARRAY['Singapore'], 460),
  ('State Bank of India', ARRAY['Singapore'], 720),
  ('GXS Bank', ARRAY['Singapore'], 480),
  ('MariBank', ARRAY['Singapore'], 610),
  ('Trust Bank', ARRAY['Singapore'], 740),
  -- Brunei
  ('BIBD', ARRAY['Brunei'], 330),
  ('Baiduri Bank', ARRAY['Brunei'], 230),
  -- Cambodia
  ('ABA Bank', ARRAY['Cambodia'], 100),
  ('ACLEDA Bank', ARRAY['Cambodia'], 110),
  ('Canadia Bank', ARRAY['Cambodia'], 430),
  -- Indonesia (Bank Mandiri also has a branch in Timor-Leste)
  ('Bank Mandiri', ARRAY['Indonesia', 'Timor-Leste'], 260),
  ('BRI', ARRAY['Indonesia'], 400),
  ('BCA', ARRAY['Indonesia'], 300),
  ('BNI', ARRAY['Indonesia'], 360),
  ('BSI', ARRAY['Indonesia'], 410),
  -- Laos
  ('BCEL', ARRAY['Laos'], 310),
  ('Lao Development Bank', ARRAY['Laos'], 600),
  ('Agricultural Promotion Bank', ARRAY['Laos'], 160),
  -- Myanmar
  ('KBZ Bank', ARRAY['Myanmar'], 550),
  ('AYA Bank', ARRAY['Myanmar'], 220),
  ('CB Bank', ARRAY['Myanmar'], 440),
  ('Yoma Bank', ARRAY['Myanmar'], 770),
  -- Philippines
  ('BDO Unibank', ARRAY['Philippines'], 320),
  ('BPI', ARRAY['Philippines'], 390),
  ('Metrobank', ARRAY['Philippines'], 640),
  ('Landbank', ARRAY['Philippines'], 590),
  -- Thailand (Bangkok Bank is listed above)
  ('Kasikornbank', ARRAY['Thailand'], 540),
  ('Siam Commercial Bank', ARRAY['Thailand'], 690),
  ('Krungthai Bank', ARRAY['Thailand'], 570),
  ('Krungsri', ARRAY['Thailand'], 560),
  -- Timor-Leste (and Bank Mandiri, above)
  ('BNCTL', ARRAY['Timor-Leste'], 350),
  ('BNU Timor', ARRAY['Timor-Leste'], 370),
  -- Vietnam
  ('Vietcombank', ARRAY['Vietnam'], 750),
  ('VietinBank', ARRAY['Vietnam'], 760),
  ('BIDV', ARRAY['Vietnam'], 340),
  ('Agribank', ARRAY['Vietnam'], 150),
  ('Techcombank', ARRAY['Vietnam'], 730)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Languages creators post in: each country's national language(s) first, then English, then other widely spoken languages.
INSERT INTO "languages" ("name", "countries", "sort_order") VALUES
  -- National and official languages
  ('Malay', ARRAY['Malaysia', 'Singapore', 'Brunei'], 1),
  ('Tetum', ARRAY['Timor-Leste'], 2),
  ('Portuguese', ARRAY['Timor-Leste'], 3),
  ('Indonesian', ARRAY['Indonesia', 'Timor-Leste'], 4),
  ('Thai', ARRAY['Thailand'], 5),
  ('Vietnamese', ARRAY['Vietnam'], 6),
  ('Filipino', ARRAY['Philippines'], 7),
  ('Khmer', ARRAY['Cambodia'], 8),
  ('Lao', ARRAY['Laos'], 9),
  ('Burmese', ARRAY['Myanmar'], 10),
  -- English (every country), then Mandarin and Tamil (official in Singapore)
  ('English', ARRAY['Malaysia', 'Singapore', 'Brunei', 'Cambodia', 'Indonesia', 'Laos', 'Myanmar', 'Philippines', 'Thailand', 'Timor-Leste', 'Vietnam'], 11),
  ('Mandarin', ARRAY['Malaysia', 'Singapore'], 12),
  ('Tamil', ARRAY['Malaysia', 'Singapore'], 13),
  -- Chinese varieties
  ('Cantonese', ARRAY['Malaysia', 'Singapore'], 14),
  ('Hokkien', ARRAY['Malaysia', 'Singapore'], 15),
  ('Hakka', ARRAY['Malaysia', 'Singapore'], 16),
  ('Teochew', ARRAY['Malaysia', 'Singapore'], 17),
  ('Hainanese', ARRAY['Malaysia', 'Singapore'], 18),
  ('Foochow', ARRAY['Malaysia'], 19),
  -- Indian languages
  ('Hindi', ARRAY['Singapore'], 20),
  ('Malayalam', ARRAY['Malaysia', 'Singapore'], 21),
  ('Punjabi', ARRAY['Malaysia', 'Singapore'], 22),
  ('Telugu', ARRAY['Malaysia'], 23),
  -- Languages of Sabah and Sarawak
  ('Iban', ARRAY['Malaysia'], 24),
  ('Kadazandusun', ARRAY['Malaysia'], 25),
  ('Bajau', ARRAY['Malaysia'], 26),
  ('Bidayuh', ARRAY['Malaysia'], 27)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Ethnic groups, as each national census groups them (short lists for the other ASEAN countries). "Others" is offered everywhere and listed last.
INSERT INTO "races" ("name", "countries", "sort_order") VALUES
  -- Each country's largest group first
  ('Javanese', ARRAY['Indonesia'], 1),
  ('Sundanese', ARRAY['Indonesia'], 2),
  ('Kinh', ARRAY['Vietnam'], 3),
  ('Lao', ARRAY['Laos'], 4),
  ('Bamar', ARRAY['Myanmar'], 5),
  ('Tagalog', ARRAY['Philippines'], 6),
  ('Tetum', ARRAY['Timor-Leste'], 7),
  ('Thai', ARRAY['Thailand', 'Vietnam'], 8),
  ('Khmer', ARRAY['Cambodia', 'Vietnam'], 9),
  -- Shared groups
  ('Malay', ARRAY['Malaysia', 'Singapore', 'Brunei', 'Indonesia', 'Thailand'], 10),
  ('Chinese', ARRAY['Malaysia', 'Singapore', 'Brunei', 'Cambodia', 'Indonesia', 'Thailand', 'Vietnam'], 11),
  ('Indian', ARRAY['Malaysia', 'Singapore'], 12),
  -- Malaysia (DOSM census groups)
  ('Bajau', ARRAY['Malaysia'], 13),
  ('Bidayuh', ARRAY['Malaysia'], 14),
  ('Iban', ARRAY['Malaysia'], 15),
  ('Kadazan-Dusun', ARRAY['Malaysia'], 16),
  ('Melanau', ARRAY['Malaysia'], 17),
  ('Murut', ARRAY['Malaysia'], 18),
  ('Orang Asli', ARRAY['Malaysia'], 19),
  ('Other Bumiputera', ARRAY['Malaysia'], 20),
  -- Indonesia (BPS census groups)
  ('Batak', ARRAY['Indonesia'], 21),
  ('Madurese', ARRAY['Indonesia'], 22),
  ('Betawi', ARRAY['Indonesia'], 23),
  ('Minangkabau', ARRAY['Indonesia'], 24),
  ('Bugis', ARRAY['Indonesia'], 25),
  -- Cambodia
  ('Cham', ARRAY['Cambodia'], 26),
  ('Vietnamese', ARRAY['Cambodia'], 27),
  -- Laos
  ('Khmu', ARRAY['Laos'], 28),
  ('Hmong', ARRAY['Laos', 'Vietnam'], 29),
  -- Vietnam (GSO census groups)
  ('Tay', ARRAY['Vietnam'], 30),
  ('Muong', ARRAY['Vietnam'], 31),
  ('Nung', ARRAY['Vietnam'], 32),
  -- Myanmar (the major national races)
  ('Chin', ARRAY['Myanmar'], 33),
  ('Kachin', ARRAY['Myanmar'], 34),
  ('Kayah', ARRAY['Myanmar'], 35),
  ('Kayin', ARRAY['Myanmar'], 36),
  ('Mon', ARRAY['Myanmar'], 37),
  ('Rakhine', ARRAY['Myanmar'], 38),
  ('Shan', ARRAY['Myanmar'], 39),
  -- Philippines (PSA census groups)
  ('Bisaya', ARRAY['Philippines'], 40),
  ('Ilocano', ARRAY['Philippines'], 41),
  ('Cebuano', ARRAY['Philippines'], 42),
  ('Ilonggo', ARRAY['Philippines'], 43),
  ('Bikol', ARRAY['Philippines'], 44),
  ('Waray', ARRAY['Philippines'], 45),
  -- Timor-Leste (main first-language groups)
  ('Mambai', ARRAY['Timor-Leste'], 46),
  ('Makasae', ARRAY['Timor-Leste'], 47),
  -- Every country
  ('Others', ARRAY['Malaysia', 'Singapore', 'Brunei', 'Cambodia', 'Indonesia', 'Laos', 'Myanmar', 'Philippines', 'Thailand', 'Timor-Leste', 'Vietnam'], 99)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The operator's own community chat groups (placeholders: replace with the real invite links in a new migration).
INSERT INTO "chat_groups" ("country", "url") VALUES
  ('Malaysia', 'https://t.me/creatorportal_my'),
  ('Singapore', 'https://t.me/creatorportal_sg')
ON CONFLICT DO NOTHING;
