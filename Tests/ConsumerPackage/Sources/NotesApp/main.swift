import Foundation
import NoteModels
import Sheaf

// Swift 6 code using a struct that holds protocol-family values: compared (Equatable), put
// in a Set (Hashable) and sent to an actor (Sendable), all checked by the compiler with
// warnings as errors. The models are generated with `codable: false`: none is Codable.
actor Notebook {
    private var notes: [Note] = []

    func add(_ note: Note) { notes.append(note) }

    func contains(_ note: Note) -> Bool { notes.contains(note) }
}

let link = Link(caption: "docs", address: URL(string: "https://example.com/notes")!)
let photo = Photo(caption: "whiteboard", pixels: Data([1, 2, 3]))
let note = Note(body: "Plan", attachments: [link, photo], cover: photo, byTopic: ["work": [link]])
var other = note
other.attachments = [link, Photo(caption: "whiteboard", pixels: Data([1, 2, 4]))]
// The same caption in a member of another type is another value.
let relinked = Note(body: "Plan", attachments: [Photo(caption: "docs", pixels: Data()), photo], cover: photo)

let notebook = Notebook()
await notebook.add(note)
let back = try Note(serializedBytes: note.serializedBytes())
let unique: Set<Note> = [note, back, other, relinked]
let found = await notebook.contains(back)
guard back == note, note != other, note != relinked, unique.count == 3, found else {
    print("NotesApp: comparison failed (back == note: \(back == note), set: \(unique.count), found: \(found))")
    exit(1)
}
let types: [Any.Type] = [Note.self, Link.self, Photo.self, AnyAttachment.self]
let codable = types.filter { $0 is any Encodable.Type || $0 is any Decodable.Type }
guard codable.isEmpty, !((note.cover as Any) is any Encodable) else {
    print("NotesApp: generated with codable: false, yet Codable: \(codable)")
    exit(1)
}
print("NotesApp: \(unique.count) distinct notes, round trip equal, sent to an actor")
