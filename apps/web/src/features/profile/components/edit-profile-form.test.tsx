import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@portal/domain/profile';
import { tokenManager } from '@/lib/token-manager';
import { heldReply, requestsTo, stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import {
  buildNewUser,
  buildUser,
  countryOptions,
  languageOptions,
  raceOptions,
  stateOptions,
  tokenRoutes,
} from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { optionsOf, selectOption } from '@/testing/select-option';
import { EditProfileForm } from './edit-profile-form';
import { activateAccountLocale } from '@/testing/account-locale';

function renderForm(user: User, routes: StubRoutes = {}) {
  const fetchMock = stubFetch({ ...tokenRoutes, ...routes });
  const onSaved = vi.fn();
  renderWithProviders(
    <EditProfileForm
      user={user}
      countries={countryOptions}
      states={stateOptions}
      races={raceOptions}
      languages={languageOptions}
      onSaved={onSaved}
    />,
  );
  return { fetchMock, onSaved, person: userEvent.setup() };
}

const save = (person: ReturnType<typeof userEvent.setup>) => person.click(screen.getByRole('button', { name: 'Save' }));

/** The saved user the server answers: what was sent, with the follower counts confirmed now. */
const savedUserRoute = (user: User, savedAt: string): StubRoutes => ({
  'PUT /api/auth': { body: { ...user, socialMediaFollowers: { ...user.socialMediaFollowers, updatedAt: savedAt } } },
});

afterEach(() => {
  tokenManager.clear();
});

describe('EditProfileForm', () => {
  it('prefills the fields from the user', () => {
    renderForm(buildUser());

    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Creator');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Selangor');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('1996-04-12');
    expect(screen.getByRole('checkbox', { name: 'Malay' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tamil' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Beauty' })).toBeChecked();
    expect(screen.getByLabelText('Instagram link')).toHaveValue('https://instagram.com/ana.creator');
    expect(screen.getByLabelText('Instagram followers')).toHaveValue('12500');
    expect(screen.getByLabelText('LinkedIn link')).toHaveValue('');
    expect(screen.getByLabelText('WhatsApp link')).toBeInTheDocument();
    expect(screen.queryByLabelText('WhatsApp followers')).not.toBeInTheDocument();
    expect(screen.getByText(/^Follower counts last updated /)).toBeInTheDocument();
  });

  it("holds each text field to the server's limit", () => {
    renderForm(buildUser());

    expect(screen.getByLabelText('Full Name')).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText('Contact Number')).toHaveAttribute('maxLength', '40');
    expect(screen.getByLabelText('Address Line 1')).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('maxLength', '20');
    expect(screen.getByLabelText('Lemon8 link')).toHaveAttribute('maxLength', '500');
  });

  it('lets the browser fill in the country, the state and the gender', () => {
    renderForm(buildUser());

    const field = (label: string) => screen.getByRole('combobox', { name: label });
    expect(field('Country')).toHaveAttribute('autocomplete', 'country-name');
    expect(field('State')).toHaveAttribute('autocomplete', 'address-level1');
    expect(field('Gender')).toHaveAttribute('autocomplete', 'sex');
  });

  it('shows every required message of an empty profile and focuses the first field', async () => {
    const { fetchMock, person } = renderForm(buildNewUser({ fullName: '', contactNumber: null, country: null }));

    await save(person);

    for (const message of [
      'Please complete full name field',
      'Please complete contact number field',
      'Please provide date of birth',
      'Please select gender',
      'Please select race',
      'Please select country field',
      'Please select location',
      'Phease provide at least one language',
      'Please confirm if you have kids',
      'Please select marital status',
      'Please select at least one content type',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByText('Follower counts have not been updated yet')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/auth')).toHaveLength(0);
  });

  it('moves on to the next rule of the spec once the first ones are met', async () => {
    const { person } = renderForm(buildNewUser({ fullName: '', contactNumber: null }));

    await person.type(screen.getByLabelText('Full Name'), 'Ana Creator');
    await person.type(screen.getByLabelText('Contact Number'), '+60123456789');
    await save(person);

    expect(screen.queryByText('Please complete full name field')).not.toBeInTheDocument();
    expect(screen.getByText('Please provide date of birth')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of Birth')).toHaveFocus();
  });

  it('asks about kids, focusing the first answer', async () => {
    const { person } = renderForm(buildUser({ kids: null }));

    await save(person);

    expect(screen.getByText('Please confirm if you have kids')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
  });

  it('asks for a language', async () => {
    const { person } = renderForm(buildUser({ languages: [] }));

    await save(person);

    expect(screen.getByText('Phease provide at least one language')).toBeInTheDocument();
  });

  it('refuses a follower count that is not a number and a link that is not a full URL', async () => {
    const { fetchMock, person } = renderForm(buildUser());

    await person.type(screen.getByLabelText('Facebook followers'), '12k');
    await person.type(screen.getByLabelText('Facebook link'), 'facebook.com/ana');
    await person.type(screen.getByLabelText('LinkedIn link'), 'linkedin.com/in/ana');
    await save(person);

    expect(screen.getByText('Please enter numbers only in Facebook followers field')).toBeInTheDocument();
    expect(
      screen.getByText('Facebook link is invalid - Please provide full URL including https://'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('LinkedIn link is invalid - Please provide full URL including https://'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Facebook followers')).toHaveFocus();
    expect(requestsTo(fetchMock, 'PUT /api/auth')).toHaveLength(0);
  });

  it('speaks the language shown: its labels, choices and the schema’s messages', async () => {
    await activateAccountLocale('ms');
    const { person } = renderForm(buildUser());

    expect(screen.getByRole('checkbox', { name: 'Kecantikan' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tidak' })).toBeChecked();
    await person.type(screen.getByLabelText('Pengikut Facebook'), '12k');
    await person.type(screen.getByLabelText('Pautan LinkedIn'), 'linkedin.com/in/ana');
    await person.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(screen.getByText('Sila masukkan nombor sahaja dalam ruangan pengikut Facebook')).toBeInTheDocument();
    expect(
      screen.getByText('Pautan LinkedIn tidak sah - Sila berikan URL penuh termasuk https://'),
    ).toBeInTheDocument();
  });

  it('names the countries, races and languages in the language shown, and a name it has no translation for as it is', async () => {
    await activateAccountLocale('ms');
    const { person } = renderForm(buildUser());

    expect(await optionsOf(person, 'Kaum')).toEqual(['Melayu', 'Cina']);
    expect(await optionsOf(person, 'Bahasa')).toEqual(['Bahasa Melayu', 'Bahasa Inggeris', 'Bahasa Iban']);
    await selectOption(person, 'Negara', 'Singapura');

    expect(await optionsOf(person, 'Kaum')).toEqual(['Cina', 'Eurasian']);
    expect(await optionsOf(person, 'Negeri')).toEqual(['Wilayah Tengah', 'North East']);
  });

  it('clears the state on a new country and offers only its states, races and languages', async () => {
    const user = buildUser({ languages: ['Iban', 'English'] });
    const { fetchMock, person } = renderForm(user, savedUserRoute(user, new Date().toISOString()));

    expect(await optionsOf(person, 'State')).toEqual(['Johor', 'Selangor']);
    await selectOption(person, 'Country', 'Singapore');

    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Race' })).toHaveValue('');
    expect(await optionsOf(person, 'State')).toEqual(['Central', 'North East']);
    expect(await optionsOf(person, 'Race')).toEqual(['Chinese', 'Eurasian']);
    expect(await optionsOf(person, 'Languages')).toEqual(['Malay', 'English']);

    await selectOption(person, 'State', 'Central');
    await selectOption(person, 'Race', 'Eurasian');
    await save(person);

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/auth')[0]?.body).toMatchObject({
      country: 'Singapore',
      location: 'Central',
      ethnicity: 'Eurasian',
      languages: ['English'],
    });
  });

  it('keeps the race when the new country offers it too', async () => {
    const { person } = renderForm(buildUser({ ethnicity: 'Chinese' }));

    await selectOption(person, 'Country', 'Singapore');

    expect(screen.getByRole('combobox', { name: 'Race' })).toHaveValue('Chinese');
  });

  it('sends the values and hands over the saved user', async () => {
    const user = buildUser();
    const savedAt = '2030-01-02T03:04:05.000Z';
    const { fetchMock, onSaved, person } = renderForm(user, savedUserRoute(user, savedAt));

    await person.clear(screen.getByLabelText('Instagram followers'));
    await person.type(screen.getByLabelText('Instagram followers'), '13000');
    await person.click(screen.getByRole('checkbox', { name: 'Tamil' }));
    await person.click(screen.getByRole('checkbox', { name: 'Travel' }));
    await person.type(screen.getByLabelText('Telegram link'), '@ana');
    await save(person);

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, 'PUT /api/auth');
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(request?.body).toEqual({
      fullName: 'Ana Creator',
      email: 'ana@example.com',
      contactNumber: '+60123456789',
      country: 'Malaysia',
      location: 'Selangor',
      addrOne: '12 Jalan Mawar',
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
      tamilLanguage: true,
      maritalStatus: 'SINGLE',
      kids: 'NO',
      contentType: ['Beauty', 'Foodie', 'Travel'],
      socialMediaLinks: {
        whatsapp: '',
        telegram: '@ana',
        facebook: '',
        instagram: 'https://instagram.com/ana.creator',
        youtube: '',
        twitter: '',
        tiktok: '',
        xiaoHongShu: '',
        lowyat: '',
        lemonEight: '',
        cariForum: '',
      },
      socialMediaFollowers: {
        facebook: '',
        instagram: '13000',
        youtube: '',
        twitter: '',
        tiktok: '',
        xiaoHongShu: '',
        lowyat: '',
        lemonEight: '',
        cariForum: '',
      },
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ id: user.id, socialMediaFollowers: { updatedAt: savedAt } });
  });

  it('saves once on a double click, the button busy until the server answers', async () => {
    const user = buildUser();
    const answer = heldReply();
    const { fetchMock, person } = renderForm(user, { 'PUT /api/auth': answer.handler });

    await person.dblClick(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    answer.release({ body: user });
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(requestsTo(fetchMock, 'PUT /api/auth')).toHaveLength(1);
  });

  it("shows the server's message when it refuses the profile", async () => {
    const { onSaved, person } = renderForm(buildUser(), {
      'PUT /api/auth': { status: 400, body: { message: 'Please select location', code: 'location-required' } },
    });

    await save(person);

    expect(await screen.findByText('Please select location')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("words the server's refusal naming a platform in the language shown", async () => {
    await activateAccountLocale('ms');
    const { onSaved, person } = renderForm(buildUser(), {
      'PUT /api/auth': {
        status: 400,
        body: {
          message: 'TikTok link is invalid - Please provide full URL including https://',
          code: 'social-link-invalid',
          params: { platform: 'tiktok' },
        },
      },
    });

    await person.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(
      await screen.findByText('Pautan TikTok tidak sah - Sila berikan URL penuh termasuk https://'),
    ).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says so when the profile cannot be saved', async () => {
    const { person } = renderForm(buildUser(), {
      'PUT /api/auth': { status: 500, body: { message: 'Database down', code: 'internal' } },
    });

    await save(person);

    expect(await screen.findByText('Error updating profile.')).toBeInTheDocument();
  });

  it('says Duplicate Request when the server sees the save twice', async () => {
    const { onSaved, person } = renderForm(buildUser(), {
      'PUT /api/auth': { status: 409, body: { message: 'Duplicate Request', code: 'duplicate-request' } },
    });

    await save(person);

    expect(await screen.findByText('Duplicate Request')).toBeInTheDocument();
    expect(screen.queryByText('Error updating profile.')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('EditProfileForm on a phone', () => {
  /** A screen narrower than `sm`: every media query asking for one matches. */
  function onAPhone() {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    }));
  }
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens the first section only, and a section opens and closes from its heading', async () => {
    onAPhone();
    const { person } = renderForm(buildUser());

    const contact = await screen.findByRole('button', { name: 'Contact Details' });
    const profile = screen.getByRole('button', { name: 'Profile' });
    expect(contact).toHaveAttribute('aria-expanded', 'true');
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Social Media Accounts' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Full Name')).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Beauty' })).not.toBeInTheDocument();

    await person.click(profile);
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'Beauty' })).toBeVisible();
    await person.click(contact);
    expect(screen.getByLabelText('Full Name')).not.toBeVisible();
  });

  it('opens the closed section of the first error and focuses its field', async () => {
    onAPhone();
    const { person, fetchMock } = renderForm(
      buildUser({ socialMediaFollowers: { ...buildUser().socialMediaFollowers } }),
    );
    const social = await screen.findByRole('button', { name: 'Social Media Accounts' });
    await person.click(social);
    await person.clear(screen.getByLabelText('Facebook followers'));
    await person.type(screen.getByLabelText('Facebook followers'), '12k');
    await person.click(social);
    expect(social).toHaveAttribute('aria-expanded', 'false');

    await save(person);

    expect(social).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Facebook followers')).toHaveFocus();
    expect(screen.getByText('Please enter numbers only in Facebook followers field')).toBeVisible();
    expect(requestsTo(fetchMock, 'PUT /api/auth')).toHaveLength(0);
  });
});
