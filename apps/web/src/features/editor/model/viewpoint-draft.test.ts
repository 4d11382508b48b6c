import type { Viewpoint } from '@vantage/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { draftChange, draftOf } from './viewpoint-draft';

beforeAll(activatePlannerEnglish);

const VIEWPOINT: Viewpoint = {
  id: 4,
  projectId: 1,
  visible: true,
  tagNames: [],
  position: { longitude: 5.418, latitude: 52.496, altitude: 1.5 },
  pan: 90,
  tilt: 0,
  fieldOfView: 60,
  name: 'Church square',
  windDirection: 225,
  viewingDateTime: '2026-06-21T16:30:00+02:00',
  panoId: null,
  photo: null,
  sortOrder: 0,
  version: 3,
};

describe('the viewpoint form', () => {
  it('sends nothing when nothing changed, a time written another way included', () => {
    expect(draftChange(VIEWPOINT, draftOf(VIEWPOINT))).toEqual({ change: {}, problems: {} });
  });

  it('sends only the fields that changed, the eye height as the position', () => {
    const draft = { ...draftOf(VIEWPOINT), name: '  Beach entrance ', altitude: 12, dateTime: '' };
    expect(draftChange(VIEWPOINT, draft)).toEqual({
      change: {
        name: 'Beach entrance',
        position: { longitude: 5.418, latitude: 52.496, altitude: 12 },
        viewingDateTime: null,
      },
      problems: {},
    });
  });

  it('saves a direction below 0 as its compass direction', () => {
    const { change } = draftChange(VIEWPOINT, { ...draftOf(VIEWPOINT), pan: -45 });
    expect(change).toEqual({ pan: 315 });
  });

  it("names every problem by the contract's ranges and sends nothing", () => {
    const draft = {
      ...draftOf(VIEWPOINT),
      name: ' ',
      fieldOfView: 180,
      tilt: -91,
      windDirection: '' as const,
      dateTime: 'tomorrow',
    };
    expect(draftChange(VIEWPOINT, draft)).toEqual({
      change: {},
      problems: {
        name: 'Viewpoint name must not be empty',
        fieldOfView: 'Field of view must be between 1 and 179',
        tilt: 'Tilt must be between -90 and 90',
        windDirection: 'Enter the wind direction in degrees',
        dateTime: 'Enter a date and time, or leave it empty',
      },
    });
  });

  it('refuses an eye height out of range', () => {
    const { change, problems } = draftChange(VIEWPOINT, { ...draftOf(VIEWPOINT), altitude: -600 });
    expect(change).toEqual({});
    expect(problems).toEqual({ altitude: 'Altitude must be between -500 and 100000' });
  });
});
