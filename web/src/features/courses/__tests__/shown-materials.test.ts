/** What learners are shown of a course's materials (docs/product.md#courses): only those with something to open. */
import { describe, expect, it } from 'vitest';

import { materialOpens, type Material } from '@contract';

import { shownMaterials } from '../api/get-course-materials';

const material = (id: number, opens: Pick<Material, 'fileUrl' | 'file'>): Material => ({
  id,
  courseId: 1,
  title: `Material ${id}`,
  type: 'pdf',
  description: '',
  order: id,
  lang: 'en',
  ...opens,
});
const file = { path: '1/planner.pdf', name: 'planner.pdf', mimeType: 'application/pdf', size: 1200 };

describe('materials shown to learners', () => {
  it('a material opens with an uploaded file or a link, not with neither', () => {
    expect(materialOpens({ fileUrl: null, file })).toBe(true);
    expect(materialOpens({ fileUrl: 'https://p.example/planner.pdf', file: null })).toBe(true);
    expect(materialOpens({ fileUrl: null, file: null })).toBe(false);
    expect(materialOpens({ fileUrl: '', file: null })).toBe(false);
  });

  it('leaves out a material with nothing to open, keeping the others in their order', () => {
    const list = [material(1, { fileUrl: 'https://a.example', file: null }), material(2, { fileUrl: null, file: null }), material(3, { fileUrl: null, file })];
    expect(shownMaterials(list).map((shown) => shown.id)).toEqual([1, 3]);
    expect(shownMaterials([material(4, { fileUrl: null, file: null })])).toEqual([]);
  });
});
