// The `company` types of the `sheaf-size` peer: SheafPlugin generates them at build time from
// schemas/company.yaml with this folder's sheaf-config.yaml (`optimize: size`).
import Sheaf
