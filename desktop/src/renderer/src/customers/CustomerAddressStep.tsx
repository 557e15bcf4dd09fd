import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ProvinceSelect } from '../components/ProvinceSelect.tsx';
import type { CustomerStepProps } from './customer-step-props.ts';
import type { CityLookup } from './use-city-lookup.ts';

/**
 * Step 2, Indirizzo (spec 2 §5.1): street, number, city, province, CAP. Typing the city fills its
 * province and CAP from the comuni dataset (spec 2 §4).
 */
export function CustomerAddressStep({ values, errors, set, city, onCity }: CustomerStepProps & { city: CityLookup; onCity(value: string): void }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <TextInput
          label="Indirizzo"
          withAsterisk
          placeholder="Via Roma"
          value={values.address}
          error={errors.address}
          onChange={(event) => set('address', event.currentTarget.value)}
          style={{ gridColumn: 'span 3' }}
        />
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
        Inserimento manuale: provincia e CAP si compilano dalla città quando il comune è noto.
      </Text>
    </Stack>
  );
}
