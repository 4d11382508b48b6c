import {
  Alert,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CoordinateSystem } from '@vantage/contracts';
import { OWN_CRS_LOCKED_DETAIL } from '@vantage/contracts/own-coordinate-systems';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api-error';
import { getCoordinateSystemsQueryOptions } from '@/lib/coordinate-systems/api/get-coordinate-systems';
import { useCreateCoordinateSystem } from '../api/create-coordinate-system';
import { useDeleteCoordinateSystem } from '../api/delete-coordinate-system';

/** What the server said, in its own words (a 409's detail names the code or the project). */
function refusal(error: unknown): string {
  if (isApiError(error) && error.problem?.detail) return error.problem.detail;
  return errorMessage(error);
}

const AREA_FIELDS = [
  ['west', 'West (°)'],
  ['south', 'South (°)'],
  ['east', 'East (°)'],
  ['north', 'North (°)'],
] as const;
type AreaField = (typeof AREA_FIELDS)[number][0];

const EMPTY = { name: '', epsgCode: '', definition: '', west: '', south: '', east: '', north: '' };

/** A number as typed, with a decimal comma too; NaN when it is none (the server names the field). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

const areaText = (system: CoordinateSystem) => {
  const area = system.areaOfUse;
  return area ? `${area.west}° to ${area.east}° E, ${area.south}° to ${area.north}° N` : '';
};

/**
 * The subscription's own coordinate systems (AddCrs, decision 187): listed with their code and
 * area of use, added from a proj4 or WKT definition, deleted while no project uses them. The
 * server reads and checks each definition and answers in words what is wrong; the form shows it.
 */
export function OwnCoordinateSystems({
  featureState,
  isExpired,
}: {
  featureState: string | undefined;
  isExpired: boolean;
}) {
  const systems = useQuery(getCoordinateSystemsQueryOptions());
  const create = useCreateCoordinateSystem();
  const remove = useDeleteCoordinateSystem();
  const [form, setForm] = useState(EMPTY);
  const [added, setAdded] = useState<string | null>(null);
  const unlocked = featureState === 'Enabled';
  const own = (systems.data?.items ?? []).filter((system) => system.own);

  const set = (field: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setForm((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const area = Object.fromEntries(AREA_FIELDS.map(([field]) => [field, numberOf(form[field])])) as Record<
      AreaField,
      number
    >;
    create.mutate(
      {
        name: form.name,
        epsgCode: numberOf(form.epsgCode),
        definition: form.definition,
        areaOfUse: area,
      },
      {
        onSuccess: (system) => {
          setAdded(`${system.name} (EPSG:${system.epsgCode}) added.`);
          setForm(EMPTY);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Own coordinate systems
      </Title>
      {!unlocked ? (
        <Text size="sm" c="dimmed" data-testid="own-crs-locked">
          Locked: {OWN_CRS_LOCKED_DETAIL}
        </Text>
      ) : null}
      {systems.isError ? (
        <Alert color="red" title="The coordinate systems could not be loaded">
          {errorMessage(systems.error)}
        </Alert>
      ) : own.length === 0 ? (
        <Text size="sm">No own coordinate systems yet.</Text>
      ) : (
        <Table verticalSpacing="xs" aria-label="Own coordinate systems">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Code</Table.Th>
              <Table.Th>Area of use</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {own.map((system) => (
              <Table.Tr key={system.id}>
                <Table.Td>{system.name}</Table.Td>
                <Table.Td>EPSG:{system.epsgCode}</Table.Td>
                <Table.Td>{areaText(system)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    disabled={!unlocked || isExpired}
                    loading={remove.isPending && remove.variables === system.id}
                    aria-label={`Delete ${system.name}`}
                    onClick={() => remove.mutate(system.id)}
                  >
                    Delete
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {remove.isError ? (
        <Alert color="red" title="The coordinate system was not deleted" role="alert">
          {refusal(remove.error)}
        </Alert>
      ) : null}
      {unlocked ? (
        <form aria-label="Add a coordinate system" onSubmit={submit}>
          <Stack gap="xs">
            <Group grow align="flex-start">
              <TextInput label="Name" value={form.name} onChange={set('name')} required />
              <TextInput
                label="EPSG code"
                description="Or a code of your own"
                inputMode="numeric"
                value={form.epsgCode}
                onChange={set('epsgCode')}
                required
              />
            </Group>
            <Textarea
              label="Definition (proj4 or WKT)"
              placeholder="+proj=tmerc +lat_0=52 +lon_0=5 +k=1 +x_0=100000 +y_0=200000 +ellps=GRS80 +units=m +no_defs"
              autosize
              minRows={2}
              value={form.definition}
              onChange={set('definition')}
              required
              styles={{ input: { fontFamily: 'monospace' } }}
            />
            <Text size="sm" fw={500} id="own-crs-area">
              Area of use (WGS 84 degrees)
            </Text>
            <SimpleGrid cols={4} role="group" aria-labelledby="own-crs-area">
              {AREA_FIELDS.map(([field, label]) => (
                <TextInput
                  key={field}
                  label={label}
                  inputMode="decimal"
                  value={form[field]}
                  onChange={set(field)}
                  required
                />
              ))}
            </SimpleGrid>
            {create.isError ? (
              <Alert color="red" title="The coordinate system was not added" role="alert">
                {refusal(create.error)}
              </Alert>
            ) : null}
            {added ? (
              <Text size="sm" role="status">
                {added}
              </Text>
            ) : null}
            <Group>
              <Button type="submit" loading={create.isPending} disabled={isExpired}>
                Add coordinate system
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
