import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@portal/domain/profile';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { bankOptions, buildUser, tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { optionsOf, selectOption } from '@/testing/select-option';
import { PaymentDetailsForm } from './payment-details-form';
import { activateAccountLocale } from '@/testing/account-locale';

function renderForm(user: User, routes: StubRoutes = {}) {
  const fetchMock = stubFetch({ ...tokenRoutes, ...routes });
  const onSaved = vi.fn();
  renderWithProviders(<PaymentDetailsForm user={user} banks={bankOptions} onSaved={onSaved} />);
  return { fetchMock, onSaved, person: userEvent.setup() };
}

const save = (person: ReturnType<typeof userEvent.setup>) => person.click(screen.getByRole('button', { name: 'Save' }));

const bankTransferUser = () =>
  buildUser({
    paymentMethod: 'Bank Transfer',
    bankName: 'Maybank',
    bankAccName: 'Ana Creator',
    bankAccNo: '1234 5678 9012',
  });

afterEach(() => {
  tokenManager.clear();
});

describe('PaymentDetailsForm', () => {
  it('shows the saved details in full, for editing', () => {
    renderForm(bankTransferUser());

    expect(screen.getByRole('combobox', { name: 'Payment Method' })).toHaveValue('Bank Transfer');
    expect(screen.getByRole('combobox', { name: 'Bank Name' })).toHaveValue('Maybank');
    expect(screen.getByLabelText('Bank Account Number')).toHaveValue('1234 5678 9012');
    expect(screen.queryByLabelText('PayPal Email')).not.toBeInTheDocument();
  });

  it("holds each text field to the server's limit", () => {
    renderForm(bankTransferUser());

    expect(screen.getByLabelText('Bank Account Name')).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText('Bank Account Number')).toHaveAttribute('maxLength', '40');
  });

  it('clears the bank and PayPal fields when the method changes', async () => {
    const { person } = renderForm(bankTransferUser());

    await selectOption(person, 'Payment Method', 'Paypal');

    expect(screen.queryByLabelText('Bank Account Number')).not.toBeInTheDocument();
    expect(screen.getByLabelText('PayPal Email')).toHaveValue('');
    await person.type(screen.getByLabelText('PayPal Email'), 'ana@paypal.example');

    await selectOption(person, 'Payment Method', 'Bank Transfer');

    expect(screen.getByRole('combobox', { name: 'Bank Name' })).toHaveValue('');
    expect(screen.getByLabelText('Bank Account Name')).toHaveValue('');
    expect(screen.getByLabelText('Bank Account Number')).toHaveValue('');
    await selectOption(person, 'Payment Method', 'Paypal');
    expect(screen.getByLabelText('PayPal Email')).toHaveValue('');
  });

  it('asks for a payment method first', async () => {
    const { fetchMock, person } = renderForm(buildUser());

    await save(person);

    expect(screen.getByText('Please select payment method')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Payment Method' })).toHaveFocus();
    expect(requestsTo(fetchMock, 'PUT /api/auth/bank')).toHaveLength(0);
  });

  it('speaks the language shown, keeping the values it saves', async () => {
    await activateAccountLocale('ms');
    const { person } = renderForm(buildUser());

    await person.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByText('Sila pilih kaedah pembayaran')).toBeInTheDocument();

    await selectOption(person, 'Kaedah Pembayaran', 'Pindahan Bank');
    expect(screen.getByLabelText('Nama Akaun Bank')).toBeInTheDocument();
  });

  it('checks a bank transfer in the order of the spec', async () => {
    const { person } = renderForm(buildUser());
    await selectOption(person, 'Payment Method', 'Bank Transfer');

    await save(person);

    expect(screen.getByText('Please select bank name')).toBeInTheDocument();
    expect(screen.getByText('Please enter bank account name')).toBeInTheDocument();
    expect(screen.getByText('Please enter numbers only for bank account number')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Bank Name' })).toHaveFocus();

    await selectOption(person, 'Bank Name', 'CIMB Bank');
    await save(person);
    expect(screen.queryByText('Please select bank name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Bank Account Name')).toHaveFocus();

    await person.type(screen.getByLabelText('Bank Account Name'), 'Ana Creator');
    await person.type(screen.getByLabelText('Bank Account Number'), ' - - ');
    await save(person);
    expect(screen.queryByText('Please enter bank account name')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter numbers only for bank account number')).toBeInTheDocument();
    expect(screen.getByLabelText('Bank Account Number')).toHaveFocus();
  });

  it("offers the banks of the user's country only", async () => {
    const { person } = renderForm(buildUser({ country: 'Singapore' }));
    await selectOption(person, 'Payment Method', 'Bank Transfer');

    expect(await optionsOf(person, 'Bank Name')).toEqual(['Maybank', 'DBS Bank']);
  });

  it("asks for a bank again when the user's country no longer offers the saved one", async () => {
    const { fetchMock, person } = renderForm(
      buildUser({
        country: 'Malaysia',
        paymentMethod: 'Bank Transfer',
        bankName: 'DBS Bank',
        bankAccName: 'Ana Creator',
        bankAccNo: '1234 5678 9012',
      }),
    );

    expect(screen.getByRole('combobox', { name: 'Bank Name' })).toHaveValue('');
    await save(person);

    expect(await screen.findByText('Please select bank name')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/auth/bank')).toHaveLength(0);
  });

  it('points to Edit Profile when the user has no country yet', () => {
    renderForm(buildUser({ country: null }));

    expect(screen.getByText(/The bank list depends on the country set in your profile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set your country in Edit Profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
  });

  it('saves PayPal details with a passport', async () => {
    const saved = buildUser({ paymentMethod: 'Paypal', paypalEmail: 'ana@paypal.example' });
    const { fetchMock, onSaved, person } = renderForm(buildUser(), { 'PUT /api/auth/bank': { body: saved } });

    await selectOption(person, 'Payment Method', 'Paypal');
    await save(person);
    expect(screen.getByText('Please provide paypal email')).toBeInTheDocument();

    await person.type(screen.getByLabelText('PayPal Email'), 'ana@paypal.example');
    await selectOption(person, 'Document Type', 'Passport');
    expect(screen.queryByLabelText('NRIC Number')).not.toBeInTheDocument();
    await person.type(screen.getByLabelText('Passport Number'), 'A1234567');
    await save(person);

    expect(await screen.findByText('Payment details updated')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/auth/bank')[0]?.body).toEqual({
      paymentMethod: 'Paypal',
      bankName: '',
      bankAccName: '',
      bankAccNo: '',
      paypalEmail: 'ana@paypal.example',
      nationalityDoc: 'Passport',
      nric: '',
      passportNumber: 'A1234567',
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it("shows the server's message when it refuses the details", async () => {
    const { person } = renderForm(bankTransferUser(), {
      'PUT /api/auth/bank': { status: 400, body: { message: 'Please select bank name', code: 'bank-name-required' } },
    });

    await save(person);

    expect(await screen.findByText('Please select bank name')).toBeInTheDocument();
  });

  it('says so when the details cannot be saved', async () => {
    const { onSaved, person } = renderForm(bankTransferUser(), {
      'PUT /api/auth/bank': { status: 500, body: { message: 'Database down', code: 'internal' } },
    });

    await save(person);

    expect(await screen.findByText('Error updating user.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says Duplicate Request when the server sees the save twice', async () => {
    const { onSaved, person } = renderForm(bankTransferUser(), {
      'PUT /api/auth/bank': { status: 409, body: { message: 'Duplicate Request', code: 'duplicate-request' } },
    });

    await save(person);

    expect(await screen.findByText('Duplicate Request')).toBeInTheDocument();
    expect(screen.queryByText('Error updating user.')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
