/**
 * `/earnings` (docs/product.md#earnings-calculator): the earnings calculator on its own page,
 * reached from Team and the header's menu.
 */
import { EarningsCalculator } from '@/features/calculator/components/earnings-calculator';

import { PanelPage } from './panel-page';

export default function EarningsRoute() {
  return <PanelPage headingId="earnings-calculator">{() => <EarningsCalculator />}</PanelPage>;
}
