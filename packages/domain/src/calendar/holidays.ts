/**
 * Malaysia's national public holidays: the federal holidays observed across the country (state
 * holidays such as New Year's Day or Thaipusam are left out), with the day given in place of a
 * holiday that falls on a Sunday. Islamic and lunar dates are the
 * gazetted ones for 2025 and 2026, and the expected ones for 2027 (moon sighting may move them a
 * day): add the gazette's dates here as each year is published.
 */
export const MALAYSIAN_PUBLIC_HOLIDAYS: readonly string[] = [
  // 2025
  '2025-01-29', // Chinese New Year
  '2025-01-30', // Chinese New Year (second day)
  '2025-03-31', // Hari Raya Aidilfitri
  '2025-04-01', // Hari Raya Aidilfitri (second day)
  '2025-05-01', // Labour Day
  '2025-05-12', // Wesak Day
  '2025-06-02', // Yang di-Pertuan Agong's Birthday
  '2025-06-07', // Hari Raya Haji
  '2025-06-27', // Awal Muharram
  '2025-08-31', // National Day
  '2025-09-01', // National Day (in place of Sunday)
  '2025-09-05', // Prophet Muhammad's Birthday
  '2025-09-16', // Malaysia Day
  '2025-10-20', // Deepavali
  '2025-12-25', // Christmas Day
  // 2026
  '2026-02-17', // Chinese New Year
  '2026-02-18', // Chinese New Year (second day)
  '2026-03-21', // Hari Raya Aidilfitri
  '2026-03-22', // Hari Raya Aidilfitri (second day)
  '2026-03-23', // Hari Raya Aidilfitri (in place of Sunday)
  '2026-05-01', // Labour Day
  '2026-05-27', // Hari Raya Haji
  '2026-05-31', // Wesak Day
  '2026-06-01', // Yang di-Pertuan Agong's Birthday
  '2026-06-02', // Wesak Day (in place of Sunday)
  '2026-06-17', // Awal Muharram
  '2026-08-25', // Prophet Muhammad's Birthday
  '2026-08-31', // National Day
  '2026-09-16', // Malaysia Day
  '2026-11-08', // Deepavali
  '2026-11-09', // Deepavali (in place of Sunday)
  '2026-12-25', // Christmas Day
  // 2027 (expected)
  '2027-02-06', // Chinese New Year
  '2027-02-07', // Chinese New Year (second day)
  '2027-02-08', // Chinese New Year (in place of Sunday)
  '2027-03-10', // Hari Raya Aidilfitri
  '2027-03-11', // Hari Raya Aidilfitri (second day)
  '2027-05-01', // Labour Day
  '2027-05-17', // Hari Raya Haji
  '2027-05-20', // Wesak Day
  '2027-06-06', // Awal Muharram
  '2027-06-07', // Yang di-Pertuan Agong's Birthday
  '2027-06-08', // Awal Muharram (in place of Sunday)
  '2027-08-15', // Prophet Muhammad's Birthday
  '2027-08-16', // Prophet Muhammad's Birthday (in place of Sunday)
  '2027-08-31', // National Day
  '2027-09-16', // Malaysia Day
  '2027-10-29', // Deepavali
  '2027-12-25', // Christmas Day
];

/**
 * The last year the list covers. After it every weekday would count as a working day, silently:
 * the calendar's test fails from the first day of the year before, so the gazette's dates are
 * added a year ahead, and the server logs an error while it runs past it.
 */
export const HOLIDAYS_LISTED_THROUGH = Number(MALAYSIAN_PUBLIC_HOLIDAYS.at(-1)?.slice(0, 4));
