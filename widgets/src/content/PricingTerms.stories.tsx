import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pricingTerms, readStories, slow, withAnswer } from '../story-support/index.ts';
import { PricingTerms } from './index.ts';

const meta = { title: 'Widgets/Content/PricingTerms', component: PricingTerms } satisfies Meta<typeof PricingTerms>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every number as the API gives it: the 50 % deposit, GST 5 %, QST 9.975 %, the fees and discounts. */
export const Success: Story = {
  ...withAnswer('growth.getPricingTerms', pricingTerms),
  play: async ({ canvasElement }) => {
    const terms = await within(canvasElement).findAllByRole('definition', {}, slow);
    const text = terms.map((term) => term.textContent).join('\n');
    for (const shown of [
      /^(50\s%|50%) (à la réservation|when you book)/m,
      /^(9,975\s%|9\.975%)/m,
      /50,00\s\$ de frais|a \$50\.00 fee/,
      /20,00\s\$|\$20\.00/,
    ]) {
      await expect(text).toMatch(shown);
    }
  },
};

const read = readStories('content', 'growth.getPricingTerms', pricingTerms, (root) =>
  within(root).findAllByRole('term', {}, slow),
);
export const Loading: Story = read.Loading;
export const LoadError: Story = read.LoadError;
export const Appearance: Story = read.Appearance;
