import { UpdateViewpointRequest, type Viewpoint } from '@vantage/contracts';
import { compassDegrees, fromUtcFieldValue, utcFieldValue } from './viewpoint';

/**
 * The viewpoint form's values as typed, and what of them is sent: only the fields that
 * changed, and only when every field is right by the contract's rules (the same the server
 * checks), each problem said next to its field.
 */
export type ViewpointDraft = {
  name: string;
  /** Eye height: the position's altitude, in metres above the ground. */
  altitude: number | '';
  pan: number | '';
  fieldOfView: number | '';
  tilt: number | '';
  windDirection: number | '';
  /** `datetime-local` text in UTC; '' for the viewer's default. */
  dateTime: string;
};

export type DraftField = keyof ViewpointDraft;

export function draftOf(viewpoint: Viewpoint): ViewpointDraft {
  return {
    name: viewpoint.name,
    altitude: viewpoint.position.altitude,
    pan: viewpoint.pan,
    fieldOfView: viewpoint.fieldOfView,
    tilt: viewpoint.tilt,
    windDirection: viewpoint.windDirection,
    dateTime: utcFieldValue(viewpoint.viewingDateTime),
  };
}

const NUMBER_FIELDS = ['altitude', 'pan', 'fieldOfView', 'tilt', 'windDirection'] as const;

const EMPTY_PROBLEMS: Record<DraftField, string> = {
  name: 'Viewpoint name must not be empty',
  altitude: 'Enter the eye height in metres',
  pan: 'Enter a direction in degrees',
  fieldOfView: 'Enter the field of view in degrees',
  tilt: 'Enter the tilt in degrees',
  windDirection: 'Enter the wind direction in degrees',
  dateTime: 'Enter a date and time, or leave it empty',
};

/** The contract's field of an issue path: `position.altitude` is the eye height. */
function fieldOfPath(path: readonly PropertyKey[]): DraftField | undefined {
  const [first, second] = path;
  if (first === 'position') return second === 'altitude' ? 'altitude' : undefined;
  if (first === 'viewingDateTime') return 'dateTime';
  return typeof first === 'string' && first in EMPTY_PROBLEMS ? (first as DraftField) : undefined;
}

/**
 * The change the draft makes to the viewpoint, or the problems that keep it from being sent.
 * A direction is saved as 0 up to 360 (a pan of −90 is saved as 270).
 */
export function draftChange(
  viewpoint: Viewpoint,
  draft: ViewpointDraft,
): { change: UpdateViewpointRequest; problems: Partial<Record<DraftField, string>> } {
  const problems: Partial<Record<DraftField, string>> = {};
  for (const field of NUMBER_FIELDS) if (draft[field] === '') problems[field] = EMPTY_PROBLEMS[field];
  const viewingDateTime = fromUtcFieldValue(draft.dateTime);
  if (viewingDateTime === undefined) problems.dateTime = EMPTY_PROBLEMS.dateTime;

  // Every field that holds a value is checked, so that all problems show at once.
  const number = (value: number | '') => (value === '' ? undefined : value);
  const altitude = number(draft.altitude);
  const candidate = {
    name: draft.name,
    position: altitude === undefined ? undefined : { ...viewpoint.position, altitude },
    pan: number(draft.pan),
    fieldOfView: number(draft.fieldOfView),
    tilt: number(draft.tilt),
    windDirection: number(draft.windDirection),
    viewingDateTime,
  };
  const checked = UpdateViewpointRequest.safeParse(candidate);
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const field = fieldOfPath(issue.path);
      if (field && !problems[field]) problems[field] = issue.message;
    }
  if (!checked.success || Object.keys(problems).length > 0) return { change: {}, problems };

  const valid = { ...checked.data, pan: compassDegrees(checked.data.pan ?? 0) };
  const change: UpdateViewpointRequest = {};
  if (valid.name !== viewpoint.name) change.name = valid.name;
  if (valid.position?.altitude !== viewpoint.position.altitude) change.position = valid.position;
  if (valid.pan !== viewpoint.pan) change.pan = valid.pan;
  if (valid.fieldOfView !== viewpoint.fieldOfView) change.fieldOfView = valid.fieldOfView;
  if (valid.tilt !== viewpoint.tilt) change.tilt = valid.tilt;
  if (valid.windDirection !== viewpoint.windDirection) change.windDirection = valid.windDirection;
  // Compared as the field shows them (to the minute): an untouched time is not sent again.
  if (viewingDateTime !== fromUtcFieldValue(utcFieldValue(viewpoint.viewingDateTime)))
    change.viewingDateTime = viewingDateTime ?? null;
  return { change, problems };
}
