import Foundation
import PackageModels
import Sheaf

// Uses the package-visible types of PackageModels from another module of the same package.
let note = Note(text: "Call Ann", tags: ["work", "today"])
let back = try Note(serializedBytes: try note.serializedBytes() as [UInt8])
guard back == note else {
    print("PackageApp: the note did not survive the round trip")
    exit(1)
}
print("PackageApp: \(back.summary)")
