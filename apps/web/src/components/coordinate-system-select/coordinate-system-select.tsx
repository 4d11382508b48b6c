import { useLingui } from '@lingui/react';
import { Select, type SelectProps } from '@mantine/core';
import type { CoordinateSystem } from '@vantage/contracts';

/** How a coordinate system is named wherever one is chosen or shown: "Amersfoort / RD New (EPSG:28992)". */
export const coordinateSystemLabel = (system: Pick<CoordinateSystem, 'name' | 'epsgCode'>) =>
  `${system.name} (EPSG:${system.epsgCode})`;

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable'> & {
  systems: readonly CoordinateSystem[];
  /** The EPSG code chosen. */
  value: number | null | undefined;
  onChange: (epsgCode: number) => void;
};

/**
 * A choice among the listed coordinate systems, searchable by name or EPSG code (both are in
 * the label), so that "RD", "28992" and "UTM 32" all find theirs.
 */
export function CoordinateSystemSelect({ systems, value, onChange, ...props }: Props) {
  const { i18n } = useLingui();
  return (
    <Select
      searchable
      allowDeselect={false}
      nothingFoundMessage={i18n._('dash.crs.noMatch')}
      {...props}
      data={systems.map((system) => ({
        value: String(system.epsgCode),
        label: coordinateSystemLabel(system),
      }))}
      value={value == null ? null : String(value)}
      onChange={(chosen) => {
        if (chosen !== null) onChange(Number(chosen));
      }}
    />
  );
}
