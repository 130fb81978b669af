import Foundation

/// A person in the address book.
public struct Contact: Hashable, Sendable, Identifiable {
    /// A stable identifier, what the diffable data source keys items on.
    public var id: Int
    /// The name shown.
    public var name: String
    /// The team the person is in, which groups the list.
    public var team: String

    /// Creates a contact.
    public init(id: Int, name: String, team: String) {
        self.id = id
        self.name = name
        self.team = team
    }

    /// A few people in two teams.
    public static let samples: [Contact] = [
        Contact(id: 1, name: "Ada Lovelace", team: "Engines"),
        Contact(id: 2, name: "Charles Babbage", team: "Engines"),
        Contact(id: 3, name: "Grace Hopper", team: "Compilers"),
        Contact(id: 4, name: "Frances Allen", team: "Compilers"),
        Contact(id: 5, name: "John Backus", team: "Compilers"),
        Contact(id: 6, name: "Joan Clarke", team: "Engines"),
        Contact(id: 7, name: "Alan Turing", team: "Engines"),
    ]
}
