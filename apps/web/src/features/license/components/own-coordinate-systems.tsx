import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
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
import { dashText } from '@/lib/i18n/dash-text';
import { useCreateCoordinateSystem } from '../api/create-coordinate-system';
import { useDeleteCoordinateSystem } from '../api/delete-coordinate-system';

/** What the server said, in its own words (a 409's detail names the code or the project). */
function refusal(error: unknown): string {
  if (isApiError(error) && error.problem?.detail) return error.problem.detail;
  return errorMessage(error);
}

/** A system's code as EPSG writes it (a code, not words). */
const epsgLabel = (code: number) => `EPSG:${code}`;

/** A proj4 definition as an example in the empty field (code, not words). */
const DEFINITION_EXAMPLE =
  '+proj=tmerc +lat_0=52 +lon_0=5 +k=1 +x_0=100000 +y_0=200000 +ellps=GRS80 +units=m +no_defs';

/** The area's fields, labelled `dash.crs.<field>` in the catalogs. */
const AREA_FIELDS = ['west', 'south', 'east', 'north'] as const;
type AreaField = (typeof AREA_FIELDS)[number];

const EMPTY = { name: '', epsgCode: '', definition: '', west: '', south: '', east: '', north: '' };

/** A number as typed, with a decimal comma too; NaN when it is none (the server names the field). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

const areaText = (i18n: I18n, system: CoordinateSystem) => {
  const area = system.areaOfUse;
  return area ? i18n._('dash.crs.area', { ...area }) : '';
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
  const { i18n } = useLingui();
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
    const area = Object.fromEntries(AREA_FIELDS.map((field) => [field, numberOf(form[field])])) as Record<
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
          setAdded(i18n._('dash.crs.added', { name: system.name, code: system.epsgCode }));
          setForm(EMPTY);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {i18n._('dash.crs.title')}
      </Title>
      {!unlocked ? (
        <Text size="sm" c="dimmed" data-testid="own-crs-locked">
          {i18n._('dash.crs.locked', { detail: dashText('dash.crs.lockedDetail', OWN_CRS_LOCKED_DETAIL) })}
        </Text>
      ) : null}
      {systems.isError ? (
        <Alert color="red" title={i18n._('dash.crs.loadFailed')}>
          {errorMessage(systems.error)}
        </Alert>
      ) : own.length === 0 ? (
        <Text size="sm">{i18n._('dash.crs.none')}</Text>
      ) : (
        <Table verticalSpacing="xs" aria-label={i18n._('dash.crs.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{i18n._('dash.crs.name')}</Table.Th>
              <Table.Th>{i18n._('dash.crs.code')}</Table.Th>
              <Table.Th>{i18n._('dash.crs.areaOfUse')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{i18n._('dash.crs.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {own.map((system) => (
              <Table.Tr key={system.id}>
                <Table.Td>{system.name}</Table.Td>
                <Table.Td>{epsgLabel(system.epsgCode)}</Table.Td>
                <Table.Td>{areaText(i18n, system)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    disabled={!unlocked || isExpired}
                    loading={remove.isPending && remove.variables === system.id}
                    aria-label={i18n._('dash.crs.deleteNamed', { name: system.name })}
                    onClick={() => remove.mutate(system.id)}
                  >
                    {i18n._('dash.common.delete')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {remove.isError ? (
        <Alert color="red" title={i18n._('dash.crs.notDeleted')} role="alert">
          {refusal(remove.error)}
        </Alert>
      ) : null}
      {unlocked ? (
        <form aria-label={i18n._('dash.crs.addForm')} onSubmit={submit}>
          <Stack gap="xs">
            <Group grow align="flex-start">
              <TextInput label={i18n._('dash.crs.name')} value={form.name} onChange={set('name')} required />
              <TextInput
                label={i18n._('dash.crs.epsgCode')}
                description={i18n._('dash.crs.epsgHint')}
                inputMode="numeric"
                value={form.epsgCode}
                onChange={set('epsgCode')}
                required
              />
            </Group>
            <Textarea
              label={i18n._('dash.crs.definition')}
              placeholder={DEFINITION_EXAMPLE}
              autosize
              minRows={2}
              value={form.definition}
              onChange={set('definition')}
              required
              styles={{ input: { fontFamily: 'monospace' } }}
            />
            <Text size="sm" fw={500} id="own-crs-area">
              {i18n._('dash.crs.areaLegend')}
            </Text>
            <SimpleGrid cols={4} role="group" aria-labelledby="own-crs-area">
              {AREA_FIELDS.map((field) => (
                <TextInput
                  key={field}
                  label={i18n._(`dash.crs.${field}`)}
                  inputMode="decimal"
                  value={form[field]}
                  onChange={set(field)}
                  required
                />
              ))}
            </SimpleGrid>
            {create.isError ? (
              <Alert color="red" title={i18n._('dash.crs.notAdded')} role="alert">
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
                {i18n._('dash.crs.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
