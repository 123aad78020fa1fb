import { useMutation } from '@tanstack/react-query';
import type { MessageDto, RegisterForm } from '@notesea/contract/accounts';
import { api } from '@/lib/api-client';

/** docs/product.md §7: the form's values as typed, confirmPassword included; the server re-checks them. */
export function register(input: RegisterForm): Promise<MessageDto> {
  return api.post<MessageDto>('/users/register', input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
