import { useMutation } from '@tanstack/react-query';
import type { LoginInput, SessionDto } from '@notesea/contract/accounts';
import { api } from '@/lib/api-client';

export function login(input: LoginInput): Promise<SessionDto> {
  return api.post<SessionDto>('/users/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
