import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STALE_FOLLOWERS_WARNING, type User } from '@portal/domain/profile';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { buildInvite, buildNewUser, buildUser, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { selectOption } from '@/testing/select-option';

afterEach(() => {
  tokenManager.clear();
});

const HOUR = 60 * 60 * 1000;
const withState = (user: User): User => ({ ...user, location: 'Selangor' });
const paidByPaypal = (user: User): User => ({ ...user, paymentMethod: 'Paypal', paypalEmail: 'ana@paypal.example' });

/** The checklist's line of a step, found by its heading. */
const stepNamed = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;
const stateOf = (name: string) => within(stepNamed(name)).getByText(/^(Done|To do)$/).textContent;

describe('Getting started', () => {
  it('lists the four steps with why each matters, whether it is done, and the progress', async () => {
    stubFetch(storedSessionRoutes(withState(buildNewUser())));
    renderApp('/getting-started');

    expect(await screen.findByRole('heading', { level: 1, name: 'Getting started' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Contact Details',
      'Profile',
      'Social Media Accounts',
      'Payment Details',
    ]);
    expect(stateOf('Contact Details')).toBe('Done');
    expect(stateOf('Profile')).toBe('To do');
    expect(stateOf('Social Media Accounts')).toBe('To do');
    expect(stateOf('Payment Details')).toBe('To do');
    expect(screen.getByText('Brands pick creators by audience: add your follower counts.')).toBeInTheDocument();
    expect(screen.getByText('1 of 4 done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Getting started progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByRole('button', { name: 'Edit Contact Details' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Start Profile' })).toBeInTheDocument();
    // The follower counts are not saved yet (SPEC §9): there is no leaving before.
    expect(screen.queryByRole('link', { name: 'Finish later' })).not.toBeInTheDocument();
  });

  it("opens one step's form at a time", async () => {
    stubFetch(storedSessionRoutes(buildNewUser()));
    renderApp('/getting-started');
    const person = userEvent.setup();

    const contact = await screen.findByRole('button', { name: 'Start Contact Details' });
    await person.click(contact);
    expect(contact).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Ana Creator');

    await person.click(screen.getByRole('button', { name: 'Start Social Media Accounts' }));
    expect(contact).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Instagram followers')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
  });

  it('saves a step alone, marks it done and opens the next one', async () => {
    const user = buildNewUser();
    const fetchMock = stubFetch({
      ...storedSessionRoutes(user),
      'PATCH /api/auth/profile': { body: withState(user) },
    });
    renderApp('/getting-started');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Start Contact Details' }));
    await screen.findByRole('combobox', { name: 'State' });
    await selectOption(person, 'State', 'Selangor');
    await person.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(stateOf('Contact Details')).toBe('Done');
    expect(screen.getByText('1 of 4 done')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, 'PATCH /api/auth/profile');
    expect(request?.body).toEqual({
      section: 'contactDetails',
      fullName: 'Ana Creator',
      email: 'ana@example.com',
      contactNumber: '+60123456789',
      addrOne: '',
      addrTwo: '',
      city: '',
      postcode: '',
      country: 'Malaysia',
      location: 'Selangor',
    });
    const profile = screen.getByRole('button', { name: 'Start Profile' });
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    expect(profile).toHaveFocus();
  });

  it("checks a step's own fields with the spec's messages, and sends nothing", async () => {
    const fetchMock = stubFetch(storedSessionRoutes(withState(buildNewUser())));
    renderApp('/getting-started');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Start Profile' }));
    await person.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please provide date of birth')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of Birth')).toHaveFocus();
    expect(screen.queryByText('Please complete full name field')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH /api/auth/profile')).toHaveLength(0);
  });

  it('asks for at least one account when Social Media Accounts is saved empty, and sends nothing', async () => {
    const fetchMock = stubFetch(storedSessionRoutes(withState(buildNewUser())));
    renderApp('/getting-started');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Start Social Media Accounts' }));
    await person.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please add the follower count of at least one account')).toBeInTheDocument();
    expect(screen.getByLabelText('Facebook followers')).toHaveFocus();
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
    // Still to do: its button still says Start.
    expect(screen.getByRole('button', { name: 'Start Social Media Accounts' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH /api/auth/profile')).toHaveLength(0);
  });

  it('saves the payment details with the payment form, and the last step goes on to the page asked for', async () => {
    const user = buildUser();
    stubFetch({
      ...storedSessionRoutes(user),
      'PUT /api/auth/bank': { body: paidByPaypal(user) },
      'GET /api/invite': { body: buildInvite({ id: 'invite-5' }) },
    });
    renderApp('/getting-started?next=%2Finvite%2Finvite-5');
    const person = userEvent.setup();

    expect(await screen.findByText('3 of 4 done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finish later' })).toHaveAttribute('href', '/invite/invite-5');
    await person.click(screen.getByRole('button', { name: 'Start Payment Details' }));
    await screen.findByRole('combobox', { name: 'Payment Method' });
    await selectOption(person, 'Payment Method', 'Paypal');
    await person.type(screen.getByLabelText('PayPal Email'), 'ana@paypal.example');
    await person.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Apply for Task' })).toBeInTheDocument();
  });

  it('offers to go on once every step is done', async () => {
    stubFetch(storedSessionRoutes(paidByPaypal(buildUser())));
    renderApp('/getting-started');

    expect(await screen.findByText('4 of 4 done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  });
});

describe('the first run', () => {
  it('sends a new account to Getting started wherever it goes, without the warning', async () => {
    stubFetch(storedSessionRoutes(buildNewUser()));
    renderApp('/campaigns');
    const person = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Getting started' })).toBeInTheDocument();
    expect(screen.queryByText(STALE_FOLLOWERS_WARNING)).not.toBeInTheDocument();

    await person.click(screen.getByRole('link', { name: 'My Dashboard' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Getting started' })).toBeInTheDocument();
  });

  it('sends a complete profile with stale counts to Edit Profile with the warning, as before', async () => {
    const user = buildUser();
    const savedAt = new Date(Date.now() - 2161 * HOUR).toISOString();
    stubFetch(
      storedSessionRoutes({ ...user, socialMediaFollowers: { ...user.socialMediaFollowers, updatedAt: savedAt } }),
    );
    renderApp('/campaigns');

    expect(await screen.findByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE_FOLLOWERS_WARNING);
  });

  it('lets the creator finish later once the follower counts are saved, on to the invite signed up from', async () => {
    const user = withState(buildNewUser());
    const counted: User = {
      ...user,
      socialMediaFollowers: { ...user.socialMediaFollowers, instagram: 800, updatedAt: new Date().toISOString() },
    };
    stubFetch({
      ...storedSessionRoutes(user),
      'PATCH /api/auth/profile': { body: counted },
      'GET /api/invite': { body: buildInvite({ id: 'invite-5' }) },
    });
    // Signed up from an invite: the sign-up page was to return to it.
    renderApp('/register?next=%2Finvite%2Finvite-5');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Start Social Media Accounts' }));
    await person.type(await screen.findByLabelText('Instagram followers'), '800');
    await person.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('2 of 4 done')).toBeInTheDocument();
    await person.click(screen.getByRole('link', { name: 'Finish later' }));
    expect(await screen.findByRole('button', { name: 'Apply for Task' })).toBeInTheDocument();
  });

  it('goes on to the dashboard, not the sign-up page again, when the sign-up had no page to return to', async () => {
    const user = withState(buildNewUser());
    const counted: User = {
      ...user,
      socialMediaFollowers: { ...user.socialMediaFollowers, instagram: 800, updatedAt: new Date().toISOString() },
    };
    stubFetch({ ...storedSessionRoutes(user), 'PATCH /api/auth/profile': { body: counted } });
    renderApp('/register');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Start Social Media Accounts' }));
    await person.type(await screen.findByLabelText('Instagram followers'), '800');
    await person.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('link', { name: 'Finish later' })).toHaveAttribute('href', '/');
  });
});
