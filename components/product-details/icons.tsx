import { Icon, type IconName, type IconProps } from "@/components/ui/icons";

/** Icons only the product page uses: a touch smaller (20 px) and bolder (their drawings' `bold` lines). */
const icon = (name: IconName) =>
  function ProductPageIcon({ size = 20, ...props }: IconProps) {
    return <Icon name={name} size={size} {...props} />;
  };

export const MinusIcon = icon("minus");
export const PlusIcon = icon("plus");
export const ShareIcon = icon("share");
export const ChevronDownIcon = icon("chevron-down");
export const CopyIcon = icon("copy");
export const CheckCircleIcon = icon("check-circle");
export const AlertCircleIcon = icon("alert-circle");
export const ReturnIcon = icon("return");
