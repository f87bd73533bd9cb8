import { Button, type ButtonProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Opens the consultation form for a product demo. Until that form exists, it goes to /contact. */
export function ScheduleDemoButton({ product, ...props }: { product: string } & ButtonProps) {
  return (
    <Button component={Link} to="/contact" aria-label={`Schedule a demo of ${product}`} {...props}>
      Schedule Demo
    </Button>
  );
}
