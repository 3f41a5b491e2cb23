/** Staff wire shapes published to clients: the SDK's types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import * as s from './schemas';

export const staffWire: NamedShapes = {
  StaffSession: s.Session,
  Staff: s.Staff,
  SetupNeededReply: s.SetupNeededReply,
  SetupBody: s.SetupBody,
  SetupReply: s.SetupReply,
  LoginBody: s.LoginBody,
  LoginReply: s.LoginReply,
  SecondFactorBody: s.SecondFactorBody,
  SessionReply: s.SessionReply,
  MeReply: s.MeReply,
  StaffListReply: s.StaffListReply,
  SessionInfo: s.SessionInfo,
  SessionsReply: s.SessionsReply,
  PasswordBody: s.PasswordBody,
  CurrentPasswordBody: s.CurrentPasswordBody,
  TotpStartReply: s.TotpStartReply,
  TotpConfirmBody: s.TotpConfirmBody,
  TotpConfirmReply: s.TotpConfirmReply,
  StaffSettings: s.StaffSettings,
  StaffSettingsBody: s.StaffSettingsBody,
  StaffSettingsReply: s.StaffSettingsReply,
};
