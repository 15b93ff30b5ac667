import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'wouter';
import { optionsForCountry, type CountryListOption } from '@portal/domain/options';
import {
  BankDetailsSchema,
  NATIONALITY_DOCS,
  PAYMENT_METHODS,
  type BankDetails,
  type NationalityDoc,
  type PaymentMethod,
  type User,
} from '@portal/domain/profile';
import { maxLengthOf } from '@portal/domain/validation';
import { FormFailure } from '@/components/form-failure';
import { paths } from '@/config/paths';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { NATIONALITY_DOC_LABELS, PAYMENT_METHOD_LABELS } from '@/lib/i18n/choice-labels';
import { translateErrors } from '@/lib/i18n/translate-errors';
import { useFormFailure } from '@/lib/use-form-failure';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useUpdateBankDetails } from '../api/update-bank-details';

interface PaymentDetailsFormProps {
  user: User;
  /** Every bank: the form offers those of the user's country. */
  banks: CountryListOption[];
  /** Receives the saved user. */
  onSaved: (user: User) => void;
}

/** The fields of one payment method; changing the method clears them all. */
const METHOD_FIELDS = ['bankName', 'bankAccName', 'bankAccNo', 'paypalEmail'] as const;

const isPaymentMethod = (value: string | null): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly (string | null)[]).includes(value);
const isNationalityDoc = (value: string | null): value is NationalityDoc =>
  (NATIONALITY_DOCS as readonly (string | null)[]).includes(value);

/** The saved details; a bank the user's country does not offer (the country changed since) is left to choose again. */
function bankDetailsValues(user: User, countryBanks: readonly CountryListOption[]): BankDetails {
  return {
    paymentMethod: user.paymentMethod ?? '',
    bankName: countryBanks.find((bank) => bank.value === user.bankName)?.value ?? '',
    bankAccName: user.bankAccName ?? '',
    bankAccNo: user.bankAccNo ?? '',
    paypalEmail: user.paypalEmail ?? '',
    nationalityDoc: user.nationalityDoc ?? '',
    nric: user.nric ?? '',
    passportNumber: user.passportNumber ?? '',
  };
}

export function PaymentDetailsForm({ user, banks, onSaved }: PaymentDetailsFormProps) {
  const failure = useFormFailure();
  const { t } = useLingui();
  const countryBanks = optionsForCountry(banks, user.country);
  const form = useForm<BankDetails>({
    mode: 'uncontrolled',
    initialValues: bankDetailsValues(user, countryBanks),
    validate: (values) => translateErrors(schemaResolver(BankDetailsSchema, { sync: true })(values)),
  });
  const paymentMethod = form.useWatchValue('paymentMethod');
  const nationalityDoc = form.useWatchValue('nationalityDoc');
  const bankUpdate = useUpdateBankDetails({ onSuccess: onSaved });
  /** One save at a time: a double click sends the form once; a failure is toasted by the mutation. */
  const save = useOneAtATime((values: BankDetails) => bankUpdate.mutateAsync(values).catch(() => undefined));

  const bankChoices = countryBanks.map((bank) => ({ value: bank.value, label: bank.text }));
  const paymentMethodChoices = PAYMENT_METHODS.map((method) => ({
    value: method,
    label: t(PAYMENT_METHOD_LABELS[method]),
  }));
  const documentChoices = NATIONALITY_DOCS.map((doc) => ({ value: doc, label: t(NATIONALITY_DOC_LABELS[doc]) }));

  const changePaymentMethod = (choice: string | null) => {
    const method = isPaymentMethod(choice) ? choice : '';
    if (method === form.getValues().paymentMethod) {
      return;
    }
    form.setFieldValue('paymentMethod', method, { forceUpdate: false });
    METHOD_FIELDS.forEach((field) => form.setFieldValue(field, ''));
  };

  return (
    <form
      noValidate
      aria-describedby={failure.describedBy}
      onSubmit={form.onSubmit(failure.watching(save), focusFirstInvalidField(form))}
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <FormFailure id={failure.id} failure={failure.failure} />
          {!user.country && (
            <Alert color="yellow" variant="light">
              <Trans>
                The bank list depends on the country set in your profile.{' '}
                <Anchor component={Link} to={paths.editProfile.getHref()}>
                  Set your country in Edit Profile
                </Anchor>
              </Trans>
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t`Payment Method`}
              placeholder={t`Select a payment method`}
              data={paymentMethodChoices}
              allowDeselect={false}
              key={form.key('paymentMethod')}
              {...form.getInputProps('paymentMethod')}
              onChange={changePaymentMethod}
            />
          </SimpleGrid>
          {paymentMethod === 'Bank Transfer' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t`Bank Name`}
                placeholder={bankChoices.length > 0 ? t`Select your bank` : t`No banks for your country`}
                data={bankChoices}
                searchable
                allowDeselect={false}
                nothingFoundMessage={t`No bank found`}
                autoComplete="off"
                key={form.key('bankName')}
                {...form.getInputProps('bankName')}
                onChange={(bank) => form.setFieldValue('bankName', bank ?? '', { forceUpdate: false })}
              />
              <TextInput
                label={t`Bank Account Name`}
                autoComplete="name"
                key={form.key('bankAccName')}
                maxLength={maxLengthOf(BankDetailsSchema.shape.bankAccName)}
                {...form.getInputProps('bankAccName')}
              />
              <TextInput
                label={t`Bank Account Number`}
                inputMode="numeric"
                autoComplete="off"
                key={form.key('bankAccNo')}
                maxLength={maxLengthOf(BankDetailsSchema.shape.bankAccNo)}
                {...form.getInputProps('bankAccNo')}
              />
            </SimpleGrid>
          )}
          {paymentMethod === 'Paypal' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t`PayPal Email`}
                type="email"
                autoComplete="email"
                key={form.key('paypalEmail')}
                maxLength={maxLengthOf(BankDetailsSchema.shape.paypalEmail)}
                {...form.getInputProps('paypalEmail')}
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t`Document Type`}
              placeholder={t`Select a document type`}
              data={documentChoices}
              clearable
              key={form.key('nationalityDoc')}
              {...form.getInputProps('nationalityDoc')}
              onChange={(doc) =>
                form.setFieldValue('nationalityDoc', isNationalityDoc(doc) ? doc : '', { forceUpdate: false })
              }
            />
            {nationalityDoc === 'Passport' && (
              <TextInput
                label={t`Passport Number`}
                autoComplete="off"
                key={form.key('passportNumber')}
                maxLength={maxLengthOf(BankDetailsSchema.shape.passportNumber)}
                {...form.getInputProps('passportNumber')}
              />
            )}
            {nationalityDoc === 'NRIC' && (
              <TextInput
                label={t`NRIC Number`}
                autoComplete="off"
                key={form.key('nric')}
                maxLength={maxLengthOf(BankDetailsSchema.shape.nric)}
                {...form.getInputProps('nric')}
              />
            )}
          </SimpleGrid>
          <Button type="submit" loading={bankUpdate.isPending} style={{ alignSelf: 'flex-start' }}>
            <Trans>Save</Trans>
          </Button>
        </Stack>
      </Paper>
    </form>
  );
}
