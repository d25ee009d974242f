import { describe, expect, it } from 'vitest';
import { contactArea } from '@/lib/areas/contacts';
import { contractArea } from '@/lib/areas/contracts';

describe('an area as its list page hands it to the browser', () => {
  it.each([contactArea, contractArea])(
    '$path: only the fields shown or filtered, without their form',
    (area) => {
      const listed = Object.entries(area.view.fields)
        .filter(([, spec]) => spec.column !== undefined || spec.filter)
        .map(([name]) => name);
      expect(Object.keys(area.listView.fields)).toEqual(listed);
      expect(listed.length).toBeLessThan(Object.keys(area.view.fields).length);
      for (const spec of Object.values(area.listView.fields)) {
        expect(Object.keys(spec)).not.toContain('form');
        expect(Object.keys(spec)).not.toContain('widget');
      }
      const { fields: _fields, ...rest } = area.listView;
      const { fields: _all, ...whole } = area.view;
      expect(rest).toEqual(whole);
    },
  );
});
