import { localizedText, type SourceItem } from '@showfloor/core';
import type { DemoAsset } from './demo-show.js';
import type { CategoryTree } from './generate-categories.js';
import type { Exhibitor } from './generate-exhibitors.js';
import type { SeededRandom } from './seeded-random.js';
import { addDays } from './show-calendar.js';
import { addRef, htmlParagraphs, makeItem, numberedId } from './source-item-builder.js';
import { productPhotoSvg, svgAsset } from './svg-assets.js';
import { PRODUCT_BENEFITS, PRODUCT_KINDS } from './words/company-words.js';

/** New products launched at the show, each by one exhibitor, with a photo and a launch date. */
export function generateNewproducts(
  random: SeededRandom,
  count: number,
  start: string,
  exhibitors: readonly Exhibitor[],
  categories: CategoryTree,
): { items: SourceItem[]; assets: DemoAsset[] } {
  const assets: DemoAsset[] = [];
  const items = Array.from({ length: count }, (_, index) => {
    const id = numberedId('np', index);
    const exhibitor = random.pick(exhibitors);
    const kind = random.pick(PRODUCT_KINDS);
    const model = `${kind.model}-${random.int(10, 99) * 10}`;
    const photoPath = `products/${id}.svg`;
    const [first, second] = random.sample(PRODUCT_BENEFITS, 2);
    const item = makeItem('newproducts', id, {
      title: localizedText(`${kind.fr} ${model}`, `${kind.en} ${model}`),
      photo_file_name: photoPath,
      description: htmlParagraphs(first!, second!),
      website: `${exhibitor.website}/${model.toLowerCase()}`,
      // Launches are announced in the months before the show, sometimes on its first day.
      lump: { date_market: addDays(start, -7 * random.int(0, 26)) },
    });
    addRef(item, 'exhibitor', 'exhibitors', exhibitor.item.original_id);
    addRef(exhibitor.item, 'newproducts', 'newproducts', id);
    addRef(
      item,
      'cats',
      'newproduct_categories',
      categories.leafIds[kind.category % categories.leafIds.length]!,
    );
    assets.push(svgAsset(photoPath, productPhotoSvg(model, exhibitor.color)));
    return item;
  });
  return { items, assets };
}
