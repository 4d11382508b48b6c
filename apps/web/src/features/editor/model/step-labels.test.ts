import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as de } from '@/locales/planner/de.po';
import { messages as nl } from '@/locales/planner/nl.po';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import {
  addPresetStepLabel,
  addStepLabel,
  deleteObjectsStepLabel,
  deletePresetStepLabel,
  deleteStepLabel,
  importStepLabel,
  moveScenarioStepLabel,
  pasteStepLabel,
  presetStepLabel,
  scenarioStepLabel,
  tourStepLabel,
  viewpointStepLabel,
} from './step-labels';

beforeAll(activatePlannerEnglish);

describe('the names of history steps', () => {
  it('says what changed', () => {
    expect(scenarioStepLabel({ name: 'Scenario 1' }, { name: 'North' })).toBe('Rename scenario');
    expect(viewpointStepLabel({ name: 'Viewpoint 1' }, { position: {} })).toBe('Move Viewpoint 1');
    expect(viewpointStepLabel({ name: 'Viewpoint 1' }, { pan: 10 })).toBe('Turn Viewpoint 1');
    expect(tourStepLabel({ name: 'Tour 1', viewpointIds: [1, 2] }, { viewpointIds: [2, 1] })).toBe(
      'Reorder Tour 1',
    );
    expect(tourStepLabel({ name: 'Tour 1', viewpointIds: [1, 2] }, { viewpointIds: [1] })).toBe(
      'Change the stops of Tour 1',
    );
    expect(presetStepLabel({ name: 'V150' }, { name: 'V162' })).toBe('Change preset V150');
    expect(viewpointStepLabel({ name: 'Viewpoint 1' }, { name: 'Church' })).toBe('Rename viewpoint');
    expect(viewpointStepLabel({ name: 'Viewpoint 1' }, { height: 2 })).toBe('Change Viewpoint 1');
    expect(tourStepLabel({ name: 'Tour 1', viewpointIds: [1] }, { name: 'Dawn' })).toBe('Rename tour');
    expect(tourStepLabel({ name: 'Tour 1', viewpointIds: [1] }, { speed: 2 })).toBe('Change Tour 1');
    expect(scenarioStepLabel({ name: 'Scenario 1' }, { color: 'red' })).toBe('Change Scenario 1');
  });

  it('counts the objects of an import, a delete and a paste', () => {
    expect(importStepLabel(3, 'houses.zip')).toBe('Import 3 objects from houses.zip');
    expect(importStepLabel(1, 'houses.zip')).toBe('Import 1 object from houses.zip');
    expect(deleteObjectsStepLabel([{ name: 'Turbine 1' }])).toBe('Delete Turbine 1');
    expect(deleteObjectsStepLabel([{ name: 'Turbine 1' }, { name: 'Turbine 2' }])).toBe('Delete 2 objects');
    expect(pasteStepLabel([{ name: 'Turbine 1' }])).toBe('Paste Turbine 1 (copy)');
    expect(pasteStepLabel([{ name: 'Turbine 1' }, { name: 'Turbine 2' }])).toBe('Paste 2 objects');
  });

  it('names the making, deleting and moving of records', () => {
    expect(addStepLabel('Viewpoint 3')).toBe('Add Viewpoint 3');
    expect(deleteStepLabel('Church')).toBe('Delete Church');
    expect(addPresetStepLabel('V150')).toBe('Add preset V150');
    expect(deletePresetStepLabel('V150')).toBe('Delete preset V150');
    expect(moveScenarioStepLabel('North', true)).toBe('Move North up');
    expect(moveScenarioStepLabel('North', false)).toBe('Move North down');
  });

  it('says the steps in Dutch and German from the planner catalogs', () => {
    const say = (locale: string, catalog: typeof nl) => {
      i18n.load(locale, catalog);
      i18n.activate(locale);
      return [
        viewpointStepLabel({ name: 'Kerk' }, { position: {} }),
        viewpointStepLabel({ name: 'Kerk' }, { tilt: 2 }),
        scenarioStepLabel({ name: 'Noord' }, { name: 'Zuid' }),
        tourStepLabel({ name: 'Tour 1', viewpointIds: [1] }, { viewpointIds: [1, 2] }),
        presetStepLabel({ name: 'V150' }, {}),
        importStepLabel(1, 'huizen.zip'),
        importStepLabel(3, 'huizen.zip'),
        deleteObjectsStepLabel([{ name: 'A' }, { name: 'B' }]),
        pasteStepLabel([{ name: 'A' }]),
      ];
    };
    expect(say('nl', nl)).toEqual([
      'Kerk verplaatsen',
      'Kerk draaien',
      'Scenario hernoemen',
      'Haltes van Tour 1 wijzigen',
      'Voorinstelling V150 wijzigen',
      '1 object importeren uit huizen.zip',
      '3 objecten importeren uit huizen.zip',
      '2 objecten verwijderen',
      'A plakken (kopie)',
    ]);
    expect(say('de', de)).toEqual([
      'Kerk verschieben',
      'Kerk drehen',
      'Szenario umbenennen',
      'Stationen von Tour 1 ändern',
      'Vorlage V150 ändern',
      '1 Objekt aus huizen.zip importieren',
      '3 Objekte aus huizen.zip importieren',
      '2 Objekte löschen',
      'A einfügen (Kopie)',
    ]);
  });
});

afterAll(activatePlannerEnglish);
