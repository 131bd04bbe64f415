// CSS imports are irrelevant to behaviour tests.
module.exports = {};
