import { Box } from '@chakra-ui/react';

/** A decorative train rolling along the hero's bottom edge. */
export function RailTrack() {
  return (
    // Right to left, the train runs the other way, as the page reads (docs/product.md#language).
    <Box maxW="4xl" mx="auto" mt="10" aria-hidden="true" _rtl={{ transform: 'scaleX(-1)' }}>
      <svg viewBox="0 0 600 70" width="100%" height="70" preserveAspectRatio="xMidYMid meet">
        <g fill="#f7bd25">
          <rect x="40" y="18" width="90" height="30" rx="8" />
          <rect x="136" y="24" width="80" height="24" rx="6" opacity="0.9" />
          <rect x="222" y="24" width="80" height="24" rx="6" opacity="0.8" />
          <rect x="308" y="24" width="80" height="24" rx="6" opacity="0.7" />
          <rect x="60" y="6" width="16" height="14" rx="3" />
        </g>
        <g fill="#0b402c">
          <rect x="92" y="24" width="26" height="14" rx="3" />
          <rect x="146" y="29" width="20" height="10" rx="2" />
          <rect x="186" y="29" width="20" height="10" rx="2" />
          <rect x="232" y="29" width="20" height="10" rx="2" />
          <rect x="272" y="29" width="20" height="10" rx="2" />
          <rect x="318" y="29" width="20" height="10" rx="2" />
          <rect x="358" y="29" width="20" height="10" rx="2" />
        </g>
        <g fill="#fde28a" stroke="#072b1e" strokeWidth="2">
          {[62, 108, 156, 196, 242, 282, 328, 368].map((x) => (
            <circle key={x} cx={x} cy="52" r="7" />
          ))}
        </g>
        <rect x="0" y="60" width="600" height="4" fill="#a0d7b9" />
        {Array.from({ length: 20 }, (_, i) => (
          <rect key={i} x={i * 30 + 6} y="64" width="14" height="4" fill="#6cc096" />
        ))}
      </svg>
    </Box>
  );
}
