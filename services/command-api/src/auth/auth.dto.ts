import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

export const PASSWORD_MIN_LENGTH = 8;

/** A password being chosen: 8 to 256 characters (argon2 hashes any length; the bound keeps a request cheap). */
export function IsNewPassword(requiredMessage = 'Please input the password!') {
  // Checked in this order (the first failure is the message): present, then its length.
  return applyDecorators(
    ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: 256, format: 'password' }),
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(256, { message: 'Password is too long' }),
    MinLength(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` }),
  );
}

export class LoginRequest {
  @ApiProperty({ example: 'admin@dealer.local' })
  @IsEmail({}, { message: 'Invalid email format!' })
  @MaxLength(254, { message: 'Invalid email format!' })
  @IsNotEmpty({ message: 'Please input your email!' })
  email!: string;

  @ApiProperty({ format: 'password' })
  @IsString({ message: 'Please input your password!' })
  @MaxLength(256, { message: 'Password is too long' })
  @IsNotEmpty({ message: 'Please input your password!' })
  password!: string;
}

export class VerifyTokenRequest {
  @ApiProperty()
  @IsString({ message: 'Token is required' })
  @MaxLength(4096)
  @IsNotEmpty({ message: 'Token is required' })
  token!: string;
}

export class ChangePasswordRequest {
  @ApiProperty({ format: 'password' })
  @IsString({ message: 'Please input your current password!' })
  @MaxLength(256, { message: 'Password is too long' })
  @IsNotEmpty({ message: 'Please input your current password!' })
  currentPassword!: string;

  @IsNewPassword('Please input the new password!')
  newPassword!: string;
}
