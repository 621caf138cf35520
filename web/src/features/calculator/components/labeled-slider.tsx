import { HStack, Slider } from '@chakra-ui/react';

/**
 * The thumb's size in px (Chakra's `md` slider: `sizes.5`). Given, the slider does not measure its
 * thumb when it mounts: that measurement read the element's offset size, which made the browser lay
 * out the whole page in the middle of the calculator's first render (docs/decisions.md#web).
 */
const THUMB_SIZE = { width: 20, height: 20 };

interface LabeledSliderProps {
  label: string;
  value: number;
  range: { min: number; max: number; step: number };
  onChange: (value: number) => void;
  format?: (value: number) => string;
  /** The id of a text saying what the slider changes, read with its thumb. */
  describedBy?: string;
}

export function LabeledSlider({ label, value, range, onChange, format = String, describedBy }: LabeledSliderProps) {
  return (
    <Slider.Root
      value={[value]}
      min={range.min}
      max={range.max}
      step={range.step}
      colorPalette="brand"
      thumbSize={THUMB_SIZE}
      onValueChange={(details) => onChange(details.value[0] ?? range.min)}
      getAriaValueText={(details) => format(details.value)}
    >
      <HStack justify="space-between">
        <Slider.Label fontWeight="medium">{label}</Slider.Label>
        <Slider.ValueText fontWeight="bold" color="brand.800">
          {format(value)}
        </Slider.ValueText>
      </HStack>
      <Slider.Control>
        <Slider.Track bg="brand.50">
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs aria-describedby={describedBy} />
      </Slider.Control>
    </Slider.Root>
  );
}
