/**
 * Runs the migrations in server/migrations with an explicit provider list (no directory scanning,
 * so it works the same under tsx, jest and any bundler).
 */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import * as m001 from '../../migrations/001_init';
import * as m002 from '../../migrations/002_funds';
import * as m003 from '../../migrations/003_hot_indexes';
import * as m004 from '../../migrations/004_audit';
import * as m005 from '../../migrations/005_raise';
import * as m006 from '../../migrations/006_uploads';
import * as m007 from '../../migrations/007_money';
import * as m009 from '../../migrations/009_secrets';
import * as m010 from '../../migrations/010_trust';
import * as m011 from '../../migrations/011_fee_option';
import * as m012 from '../../migrations/012_one_outbox';
import * as m013 from '../../migrations/013_request_ids';
import * as m014 from '../../migrations/014_love';
import * as m015 from '../../migrations/015_hub';
import * as m016 from '../../migrations/016_reports';
import * as m017 from '../../migrations/017_matching';
import * as m018 from '../../migrations/018_content';
import * as m019 from '../../migrations/019_growth';
import * as m020 from '../../migrations/020_shop';
import * as m021 from '../../migrations/021_lifecycle';
import * as m022 from '../../migrations/022_pennants';
import * as m023 from '../../migrations/023_bonfire';
import * as m024 from '../../migrations/024_venue';
import * as m025 from '../../migrations/025_rewards';
import * as m026 from '../../migrations/026_donor_home';
import * as m027 from '../../migrations/027_growth';
import * as m028 from '../../migrations/028_ladder_refund';
import * as m029 from '../../migrations/029_general_fund_dates';
import * as m030 from '../../migrations/030_staff_names';
import * as m031 from '../../migrations/031_ledger_log';
import * as m032 from '../../migrations/032_care_mode';
import * as m034 from '../../migrations/034_activity_visits';
import * as m035 from '../../migrations/035_code_checks';
import * as m036 from '../../migrations/036_ledger_order_index';
import type { DB } from './index';

export const MIGRATIONS: Record<string, Migration> = { '001_init': m001, '002_funds': m002, '003_hot_indexes': m003, '004_audit': m004, '005_raise': m005, '006_uploads': m006, '007_money': m007, '009_secrets': m009, '010_trust': m010, '011_fee_option': m011, '012_one_outbox': m012, '013_request_ids': m013, '014_love': m014, '015_hub': m015, '016_reports': m016, '017_matching': m017, '018_content': m018, '019_growth': m019, '020_shop': m020, '021_lifecycle': m021, '022_pennants': m022, '023_bonfire': m023, '024_venue': m024, '025_rewards': m025, '026_donor_home': m026, '027_growth': m027, '028_ladder_refund': m028, '029_general_fund_dates': m029, '030_staff_names': m030, '031_ledger_log': m031, '032_care_mode': m032, '034_activity_visits': m034, '035_code_checks': m035, '036_ledger_order_index': m036 };

class ListProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/** Brings the schema to the latest version and returns the names it applied (none: it was current); throws when a migration fails. */
export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new ListProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration failed: ${failed?.migrationName ?? ''} ${String(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
