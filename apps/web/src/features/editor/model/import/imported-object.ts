import type { PlannerObjectLayout, PlannerPoint } from '@vantage/contracts';
import { layoutPointsProblem } from '@vantage/contracts';
import type { PlannerCoordinateSystem } from '../coordinates';
import { areaProblem, fieldProblem, type ObjectKind, turbineProblem } from '../validation';
import { type ImportMessage, type ImportText, importMessage, passedOn } from './import-text';

/** What an import file holds, before anything is written. */
export type ImportedData = Record<string, number | string | boolean>;

export type ImportedObject = {
  name: string;
  layout: PlannerObjectLayout;
  /** Which object type it becomes: a Path with a burial depth is a cable, otherwise a power line. */
  kind: ObjectKind;
  points: PlannerPoint[];
  /** Only settings the viewer knows for the kind (validation.ts FIELDS), checked against their ranges. */
  data: ImportedData;
  /** Data the import made itself rather than read as settings: a building receptor's footprint. */
  extraData?: Record<string, unknown>;
  /** Where in the file it is, as its messages name it: "Row 7", "Feature 3", "Placemark 2 part 1". */
  source: string;
};

/**
 * A problem of the file (import-text.ts: its code, values and English `message`). `row`: 1-based
 * line of a CSV file (the header is line 1); `feature`: 1-based GeoJSON feature or KML placemark.
 */
export type ImportError = ImportMessage & { row?: number; feature?: number };

/**
 * Objects and errors side by side: the preview shows both, and nothing may be written while
 * `errors` is not empty. `notes` say what the import assumed (no header row, names given).
 */
export type ImportResult = { objects: ImportedObject[]; errors: ImportError[]; notes: ImportMessage[] };

export type ImportOptions = { system: PlannerCoordinateSystem };

/** The longest name the API accepts. */
export const MAX_NAME_LENGTH = 200;

/**
 * A sentence as the clause after "Row 7: " ("The hub height…" → "the hub height…"), in the
 * planner's languages ("De waarde…" → "de waarde…", "Der Wert…" → "der Wert…").
 */
export function clause(sentence: string): string {
  return /^(The|An?|De|Het|Een|Der|Die|Das|Ein|Eine)\b/.test(sentence)
    ? sentence.charAt(0).toLowerCase() + sentence.slice(1)
    : sentence;
}

/**
 * Why the object cannot be created as it is, as clauses; empty when it can. The shape's and the
 * settings' sentences come from their own checks (validation.ts, the contracts), passed on.
 */
export function importedObjectProblems(object: ImportedObject): ImportText[] {
  const problems: ImportText[] = [];
  if (object.name.length > MAX_NAME_LENGTH)
    problems.push(importMessage('nameTooLong', { max: MAX_NAME_LENGTH }));
  if (object.name.includes('\u0000')) problems.push(importMessage('nameNul'));
  const shape =
    object.layout === 'Area' ? areaProblem(object.points) : layoutPointsProblem(object.layout, object.points);
  if (shape) problems.push(passedOn(clause(shape)));
  for (const [key, value] of Object.entries(object.data)) {
    const problem = fieldProblem(object.kind, key, value);
    if (problem) problems.push(passedOn(clause(problem)));
  }
  if (object.kind === 'turbine') {
    const { hubHeight, rotorDiameter } = object.data;
    const problem = turbineProblem({
      hubHeight: typeof hubHeight === 'number' ? hubHeight : undefined,
      rotorDiameter: typeof rotorDiameter === 'number' ? rotorDiameter : undefined,
    });
    if (problem) problems.push(passedOn(clause(problem)));
  }
  return problems;
}

/** Names "Turbine 1", "Turbine 2"… for unnamed objects, skipping names the file already uses. */
export function nameGiver(taken: Iterable<string>): (base: string) => string {
  const used = new Set(taken);
  const counters = new Map<string, number>();
  return (base) => {
    let number = counters.get(base) ?? 0;
    let name: string;
    do {
      number += 1;
      name = `${base} ${number}`;
    } while (used.has(name));
    counters.set(base, number);
    used.add(name);
    return name;
  };
}
