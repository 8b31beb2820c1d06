import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { USER_ROLES, type UserRole } from '@dealer/domain';
import { IsNewPassword } from '../auth/auth.dto';

export class CreateUserRequest {
  @ApiProperty({ example: 'Karim Hossain' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Please input the name!' })
  @IsString({ message: 'Please input the name!' })
  name!: string;

  @ApiProperty({ example: 'karim@dealer.com' })
  @IsEmail({}, { message: 'Invalid email format!' })
  @MaxLength(254, { message: 'Invalid email format!' })
  @IsNotEmpty({ message: 'Please input the email!' })
  email!: string;

  @IsNewPassword()
  password!: string;

  @ApiProperty({ enum: USER_ROLES })
  @IsIn(USER_ROLES, { message: 'Please select a role!' })
  role!: UserRole;
}

/** Each field is optional: only what is sent changes. */
export class UpdateUserRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Please input the name!' })
  @IsString({ message: 'Please input the name!' })
  name?: string;

  @ApiPropertyOptional({ enum: USER_ROLES })
  @IsOptional()
  @IsIn(USER_ROLES, { message: 'Please select a role!' })
  role?: UserRole;

  @ApiPropertyOptional({ description: 'false disables the user: every session of theirs ends at once' })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

export class ResetPasswordRequest {
  @IsNewPassword('Please input the new password!')
  newPassword!: string;
}
