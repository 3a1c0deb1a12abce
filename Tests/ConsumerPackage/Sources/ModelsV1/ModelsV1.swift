// Version 1 of the models, as released: todo.sheaf.swift beside this file is generated from
// Sources/Models/schemas/releases/v1 with
//   swift package --allow-writing-to-package-directory sheaf generate \
//       Sources/Models/schemas/releases/v1 --output Sources/ModelsV1 --visibility public
// and kept so that tests can check the released code against today's archives.
