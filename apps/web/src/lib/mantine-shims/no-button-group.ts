/**
 * Button's static members `Button.Group` and `Button.GroupSection`, which Mantine's Button imports
 * to attach them (build/lighter-mantine-imports.ts): the app groups its buttons with Group, so
 * every page would load both for nothing. Rendering either says so.
 */
function ButtonGroupLeftOut(): never {
  throw new Error('Button.Group is not in this build: group buttons with Group (lighter-mantine-imports.ts)');
}

export const ButtonGroup = ButtonGroupLeftOut;
export const ButtonGroupSection = ButtonGroupLeftOut;
