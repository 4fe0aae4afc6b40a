import { Outline as SharedOutline, type IconProps } from "@/components/ui/icons";

/** Icons only the product page uses, in the shared frame, a touch smaller and bolder. */
function Outline(props: IconProps) {
  return <SharedOutline size={20} strokeWidth={1.9} {...props} />;
}

export function MinusIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M5 12h14" />
    </Outline>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M12 5v14M5 12h14" />
    </Outline>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
    </Outline>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="m6 9 6 6 6-6" />
    </Outline>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
      <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
    </Outline>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.8 2.7L16.2 9.5" />
    </Outline>
  );
}

export function AlertCircleIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </Outline>
  );
}

export function ReturnIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </Outline>
  );
}
