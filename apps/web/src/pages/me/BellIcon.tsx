// The notification centre's entry on Me; apart from shared/ui/icons.tsx, which the first screen carries.
import { Icon, type IconProps } from '../../shared/ui/icons.tsx';

const BELL = ['M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16z', 'M10 20.5a2 2 0 0 0 4 0'];

export function BellIcon(props: IconProps) {
  return <Icon paths={BELL} {...props} />;
}
