/** A complete Malaysian creator profile, as the edit-profile form would send it. */
export function completeProfile(email: string, fullName: string) {
  const links = { whatsapp: '', telegram: '', facebook: '', instagram: 'https://instagram.com/e2e.creator' };
  const blankLinks = {
    youtube: '',
    twitter: '',
    tiktok: '',
    xiaoHongShu: '',
    lowyat: '',
    lemonEight: '',
    cariForum: '',
  };
  return {
    fullName,
    email,
    contactNumber: '+60 12-345 6789',
    country: 'Malaysia',
    location: 'Selangor',
    addrOne: '',
    addrTwo: '',
    city: 'Shah Alam',
    postcode: '40000',
    dateOfBirth: '1996-04-12',
    gender: 'FEMALE',
    ethnicity: 'Malay',
    languages: ['Malay', 'English'],
    englishLanguage: true,
    malayLanguage: true,
    chineseLanguage: false,
    tamilLanguage: false,
    maritalStatus: 'SINGLE',
    kids: 'NO',
    contentType: ['Beauty'],
    socialMediaLinks: { ...links, ...blankLinks },
    socialMediaFollowers: {
      facebook: '',
      instagram: '12500',
      youtube: '',
      twitter: '',
      tiktok: '',
      xiaoHongShu: '',
      lowyat: '',
      lemonEight: '',
      cariForum: '',
    },
  };
}
