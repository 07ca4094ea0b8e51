// The API contract lives with the server; the client takes its types only (erased at build time).
export type {
  AuthResponse,
  ChangePasswordRequest,
  ErrorResponse,
  HealthResponse,
  Locale,
  LoginRequest,
  RefreshResponse,
  RegisterRequest,
  Role,
  UsageView,
  UserView,
} from '../../../src/modules/identity/http/auth.contracts';
