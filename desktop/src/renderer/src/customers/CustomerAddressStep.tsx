import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { AddressSuggestion } from '@banco/shared';
import { ProvinceSelect } from '../components/ProvinceSelect.tsx';
import { AddressSearchField } from './AddressSearchField.tsx';
import type { CustomerStepProps } from './customer-step-props.ts';
import type { CityLookup } from './use-city-lookup.ts';

interface AddressStepProps extends CustomerStepProps {
  city: CityLookup;
  onCity(value: string): void;
  /** The address came from a suggestion: locked until unlocked (spec 2 §4). */
  addressLocked: boolean;
  onChooseAddress(suggestion: AddressSuggestion): void;
  onUnlockAddress(): void;
}

/**
 * Step 2, Indirizzo (spec 2 §5.1): street, number, city, province, CAP. The address field suggests
 * addresses (spec 2 §2.12); typing the city fills its province and CAP from the comuni dataset (spec 2 §4).
 */
export function CustomerAddressStep({ values, errors, set, city, onCity, addressLocked, onChooseAddress, onUnlockAddress }: AddressStepProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <div style={{ gridColumn: 'span 3' }}>
          <AddressSearchField
            value={values.address}
            error={errors.address}
            locked={addressLocked}
            onChange={(value) => set('address', value)}
            onChoose={onChooseAddress}
            onUnlock={onUnlockAddress}
          />
        </div>
        <TextInput
          label="Numero civico"
          value={values.civic_number}
          error={errors.civic_number}
          onChange={(event) => set('civic_number', event.currentTarget.value)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Città"
          withAsterisk
          value={values.city}
          error={errors.city}
          onChange={(event) => {
            set('city', event.currentTarget.value);
            onCity(event.currentTarget.value);
          }}
        />
        <ProvinceSelect value={values.province} error={errors.province} withAsterisk onChange={(value) => set('province', value)} />
        <TextInput
          label="CAP"
          withAsterisk
          maxLength={5}
          inputMode="numeric"
          value={values.postal_code}
          error={errors.postal_code}
          onChange={(event) => set('postal_code', event.currentTarget.value)}
        />
      </SimpleGrid>
      {city.status === 'ambiguous' ? (
        <Text size="xs" c="orange.8">
          Più comuni con questo nome ({city.provinces.join(', ')}): scegli la provincia
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        Scegli un indirizzo suggerito, oppure scrivilo: provincia e CAP si compilano dalla città quando il comune è noto.
      </Text>
    </Stack>
  );
}
